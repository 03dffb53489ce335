import { type ChartDatum, centerFontSize, colorOf, donutSlices, ringSegmentPath } from './chart-geometry.ts';
import './chart.css';

interface DonutChartProps {
  label: string;
  data: readonly ChartDatum[];
  /** The figure in the hole, usually the total. */
  centerValue: string;
  centerLabel: string;
}

const SIZE = 120;
const OUTER = 56;
const INNER = 38;

/** A ring of shares with a legend; an all-zero series draws an empty ring rather than nothing. */
export function DonutChart({ label, data, centerValue, centerLabel }: DonutChartProps) {
  const slices = donutSlices(data.map((datum) => datum.value));
  const summary = `${label}: ${data.map((datum) => `${datum.label} ${datum.value.toLocaleString('en-US')}`).join(', ')}`;
  const c = SIZE / 2;
  return (
    <figure className="chart donut-chart">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${SIZE} ${SIZE}`} className="donut-chart__svg">
        <path className="donut-chart__track" d={ringSegmentPath(c, c, OUTER, INNER, { start: 0, end: 1 })} />
        {slices.map((slice, index) =>
          slice.end > slice.start ? (
            <path key={data[index]!.label} d={ringSegmentPath(c, c, OUTER, INNER, slice)} fill={colorOf(data[index]!, index)} />
          ) : null,
        )}
        <text x={c} y={c - 2} textAnchor="middle" className="donut-chart__value" fontSize={centerFontSize(centerValue)}>
          {centerValue}
        </text>
        <text x={c} y={c + 14} textAnchor="middle" className="donut-chart__caption">
          {centerLabel}
        </text>
      </svg>
      <ul className="donut-chart__legend" aria-hidden="true">
        {data.map((datum, index) => (
          <li key={datum.label}>
            <span className="donut-chart__swatch" style={{ background: colorOf(datum, index) }} />
            <span>{datum.label}</span>
            <strong>{datum.value.toLocaleString('en-US')}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
