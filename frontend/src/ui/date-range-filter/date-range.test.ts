import { describe, expect, it } from 'vitest';
import { dateIn, dayStart, rangeFor, rangeMoments } from './date-range.ts';

const today = '2026-03-03';
const none = { startDate: '', endDate: '' };

describe('rangeFor', () => {
  it('covers today, the last 7 days and the last 30 days, across a month end', () => {
    expect(rangeFor('Day', today, none)).toEqual({ option: 'Day', startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(rangeFor('Week', today, none)).toEqual({ option: 'Week', startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(rangeFor('Month', today, none)).toEqual({ option: 'Month', startDate: '2026-02-02', endDate: '2026-03-03' });
  });

  it('keeps the picked dates for a custom range and clears for no option', () => {
    const picked = { startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(rangeFor('Custom Range', today, picked)).toEqual({ option: 'Custom Range', ...picked });
    expect(rangeFor('', today, picked)).toEqual({ option: '', startDate: '', endDate: '' });
  });

  it('switches to a custom range from the filter’s current value, whose own option does not win', () => {
    const current = { option: '' as const, startDate: '', endDate: '' };
    expect(rangeFor('Custom Range', today, current)).toEqual({ option: 'Custom Range', startDate: '', endDate: '' });
    const week = rangeFor('Week', today, none);
    expect(rangeFor('Custom Range', today, week)).toEqual({ ...week, option: 'Custom Range' });
  });
});

describe('days in the user’s time zone', () => {
  it('reads today in the zone, whatever the browser’s zone', () => {
    const at = new Date('2026-03-04T03:30:00Z');
    expect(dateIn('America/New_York', at)).toBe('2026-03-03');
    expect(dateIn('UTC', at)).toBe('2026-03-04');
    expect(dateIn('Asia/Kolkata', new Date('2026-03-03T18:30:00Z'))).toBe('2026-03-04');
  });

  it('starts a day at the zone’s midnight, across clock changes', () => {
    expect(dayStart('2026-03-03', 'America/New_York')).toBe('2026-03-03T05:00:00.000Z');
    // New York moves its clocks forward on 8 March 2026 at 2:00: that day still starts at EST midnight, the next at EDT's.
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-03-03', 'Asia/Kolkata')).toBe('2026-03-02T18:30:00.000Z');
    // Santiago skips midnight on 6 September 2026 (00:00 → 01:00): the day starts when the clocks read it.
    expect(dayStart('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('spans a range from the start of its first day to the start of the day after its last', () => {
    expect(rangeMoments({ startDate: '2026-03-01', endDate: '2026-03-10' }, 'America/New_York')).toEqual({
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-03-11T04:00:00.000Z',
    });
    expect(rangeMoments({ startDate: '', endDate: '2026-03-10' }, 'UTC')).toEqual({ from: null, to: '2026-03-11T00:00:00.000Z' });
    expect(rangeMoments({ startDate: 'soon', endDate: '' }, 'UTC')).toEqual({ from: null, to: null });
  });
});
