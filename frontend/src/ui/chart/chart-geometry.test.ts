import { describe, expect, it } from 'vitest';
import { barShares, centerFontSize, donutSlices, ringSegmentPath } from './chart-geometry.ts';

describe('barShares', () => {
  it('scales every value to the largest one', () => {
    expect(barShares([5, 10, 0, 2.5])).toEqual([0.5, 1, 0, 0.25]);
  });

  it('draws nothing for an all-zero series and treats bad figures as zero', () => {
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(barShares([-3, Number.NaN, 4])).toEqual([0, 0, 1]);
  });
});

describe('donutSlices', () => {
  it('lays the shares end to end around the full turn', () => {
    const slices = donutSlices([1, 3]);
    expect(slices).toEqual([
      { start: 0, end: 0.25 },
      { start: 0.25, end: 1 },
    ]);
  });

  it('has no slices when there is nothing to share', () => {
    expect(donutSlices([0, 0, 0])).toEqual([]);
  });
});

describe('ringSegmentPath', () => {
  it('starts at 12 o’clock, and draws more than half a turn as two halves', () => {
    const quarter = ringSegmentPath(50, 50, 40, 20, { start: 0, end: 0.25 });
    expect(quarter.startsWith('M 50 10 A 40 40 0 0 1 90 50')).toBe(true);
    const most = ringSegmentPath(50, 50, 40, 20, { start: 0, end: 0.75 });
    expect(most.match(/M /g)).toHaveLength(2);
  });

  it('draws a full ring as two halves, since an arc whose ends meet is invisible', () => {
    const full = ringSegmentPath(50, 50, 40, 20, { start: 0, end: 1 });
    expect(full.match(/M /g)).toHaveLength(2);
    expect(full).toContain('M 50 10 A 40 40 0 0 1 50 90');
  });

  it('keeps the hole of a slice at 99.99%: no arc of it has ends that meet', () => {
    const [big] = donutSlices([99_999, 1]);
    const path = ringSegmentPath(60, 60, 56, 38, big!);
    const arcs = [...path.matchAll(/(?:M|L) ([\d.]+ [\d.]+) A [\d.]+ [\d.]+ 0 0 [01] ([\d.]+ [\d.]+)/g)];
    expect(arcs).toHaveLength(4);
    for (const [, from, to] of arcs) expect(from).not.toBe(to);
  });
});

describe('centerFontSize', () => {
  it('keeps short figures at full size and shrinks long ones to fit the hole', () => {
    expect(centerFontSize('42')).toBe(22);
    expect(centerFontSize('180,000')).toBe(15);
    expect(centerFontSize('1,234,567,890')).toBe(11);
  });
});
