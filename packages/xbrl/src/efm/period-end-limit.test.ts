import { describe, expect, it } from 'vitest';
import { latestPeriodEndDate } from './period-end-limit.ts';

describe('the latest period end EDGAR accepts', () => {
  it('is the day in Washington, even when it is already tomorrow in UTC', () => {
    // 23:00 UTC on Wednesday 25 November 2026 is 18:00 in Washington.
    expect(latestPeriodEndDate(new Date('2026-11-25T23:00:00Z'), false)).toBe('2026-11-25');
    expect(latestPeriodEndDate(new Date('2026-11-26T03:00:00Z'), false)).toBe('2026-11-25');
  });

  it('moves an 8-K made after 5:30 pm to the next business day, past Thanksgiving and the weekend', () => {
    expect(latestPeriodEndDate(new Date('2026-11-25T22:30:00Z'), true)).toBe('2026-11-25'); // 17:30
    expect(latestPeriodEndDate(new Date('2026-11-25T22:31:00Z'), true)).toBe('2026-11-27'); // 17:31, Thursday is Thanksgiving
    expect(latestPeriodEndDate(new Date('2026-11-27T23:00:00Z'), true)).toBe('2026-11-30'); // Friday 18:00
  });
});
