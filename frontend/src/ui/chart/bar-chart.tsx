import { barShares, type ChartDatum, colorOf } from './chart-geometry.ts';
import './chart.css';

interface BarChartProps {
  /** What the chart shows, read out by screen readers with every value. */
  label: string;
  data: readonly ChartDatum[];
  format?: (value: number) => string;
}

/** Horizontal bars with their labels and values, scaled to the largest value; no dependencies. */
export function BarChart({ label, data, format = (value) => value.toLocaleString('en-US') }: BarChartProps) {
  const shares = barShares(data.map((datum) => datum.value));
  const summary = `${label}: ${data.map((datum) => `${datum.label} ${format(datum.value)}`).join(', ')}`;
  return (
    <figure className="chart bar-chart" role="img" aria-label={summary}>
      {data.map((datum, index) => (
        <div key={datum.label} className="bar-chart__row" aria-hidden="true">
          <span className="bar-chart__label">{datum.label}</span>
          <svg className="bar-chart__svg" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true">
            <title>{datum.label}</title>
            <rect className="bar-chart__track" x={0} y={0} width={100} height={12} rx={2} />
            <rect
              className="bar-chart__bar"
              data-label={datum.label}
              x={0}
              y={0}
              width={Math.max(shares[index]! * 100, datum.value > 0 ? 1 : 0)}
              height={12}
              rx={2}
              fill={colorOf(datum, index)}
            />
          </svg>
          <strong className="bar-chart__value">{format(datum.value)}</strong>
        </div>
      ))}
    </figure>
  );
}
