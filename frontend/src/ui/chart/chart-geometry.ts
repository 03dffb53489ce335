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
 * The SVG path of a ring segment centred on (cx, cy), clockwise from 12 o'clock. A full turn is
 * drawn as two halves because an arc whose ends meet draws nothing.
 */
export function ringSegmentPath(cx: number, cy: number, outer: number, inner: number, slice: DonutSlice): string {
  if (slice.end - slice.start >= 1 - 1e-9) {
    return `${ringSegmentPath(cx, cy, outer, inner, { start: 0, end: 0.5 })} ${ringSegmentPath(cx, cy, outer, inner, { start: 0.5, end: 1 })}`;
  }
  const point = (radius: number, fraction: number) => {
    const angle = fraction * 2 * Math.PI - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  };
  const large = slice.end - slice.start > 0.5 ? 1 : 0;
  return [
    `M ${point(outer, slice.start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, slice.end)}`,
    `L ${point(inner, slice.end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, slice.start)}`,
    'Z',
  ].join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
