import { describe, expect, it } from 'vitest';
import { rangeFor } from './date-range.ts';

const today = new Date(2026, 2, 3);
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
