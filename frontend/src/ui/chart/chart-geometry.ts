export interface ChartDatum {
  label: string;
  value: number;
  /** A CSS colour; the chart palette is used when absent. */
  color?: string;
}

/** Colours from the theme, in the order series are drawn. */
export const CHART_PALETTE = [
  'var(--color-primary)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-danger)',
  'var(--color-info)',
  'var(--color-text-faint)',
] as const;

export function colorOf(datum: ChartDatum, index: number): string {
  return datum.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/**
 * Each value's bar length as a share (0…1) of the largest one. Negative or non-finite values
 * count as zero, so one bad figure cannot turn the chart inside out.
 */
export function barShares(values: readonly number[]): number[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const max = Math.max(0, ...clean);
  return clean.map((value) => (max === 0 ? 0 : value / max));
}

export interface DonutSlice {
  /** Where the slice starts and ends, as fractions of the full turn. */
  start: number;
  end: number;
}

/** The slices of a donut: consecutive shares of the total, empty when every value is zero. */
export function donutSlices(values: readonly number[]): DonutSlice[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = clean.reduce((sum, value) => sum + value, 0);
  if (total === 0) return [];
  let start = 0;
  return clean.map((value) => {
    const slice = { start, end: start + value / total };
    start = slice.end;
    return slice;
  });
}

/**
 * The SVG path of a ring segment centred on (cx, cy), clockwise from 12 o'clock. A segment of
 * more than half a turn is drawn as two halves: when its ends nearly meet (one slice at 99.99%),
 * rounding makes an arc's ends equal, SVG then drops that arc, and the ring fills into a disc.
 */
export function ringSegmentPath(cx: number, cy: number, outer: number, inner: number, slice: DonutSlice): string {
  if (slice.end - slice.start > 0.5) {
    const middle = (slice.start + slice.end) / 2;
    return `${ringSegmentPath(cx, cy, outer, inner, { start: slice.start, end: middle })} ${ringSegmentPath(cx, cy, outer, inner, { start: middle, end: slice.end })}`;
  }
  const point = (radius: number, fraction: number) => {
    const angle = fraction * 2 * Math.PI - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  };
  return [
    `M ${point(outer, slice.start)}`,
    `A ${outer} ${outer} 0 0 1 ${point(outer, slice.end)}`,
    `L ${point(inner, slice.end)}`,
    `A ${inner} ${inner} 0 0 0 ${point(inner, slice.start)}`,
    'Z',
  ].join(' ');
}

/** The hole's figure shrinks as it grows longer, so "180,000" fits inside the ring. */
export function centerFontSize(text: string, base = 22, fits = 5): number {
  return text.length <= fits ? base : Math.max(11, Math.floor((base * fits) / text.length));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
