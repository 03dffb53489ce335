import { describe, expect, it } from 'vitest';
import { withinEdgarHours } from './poll-source.ts';

describe('EDGAR hours', () => {
  it('polls on business days from 6:00 to 22:00 New York time, winter and summer alike', () => {
    // Tuesday 24 November 2026: New York is UTC-5.
    expect(withinEdgarHours(new Date('2026-11-24T10:59:00Z'))).toBe(false); // 5:59
    expect(withinEdgarHours(new Date('2026-11-24T11:00:00Z'))).toBe(true); // 6:00
    expect(withinEdgarHours(new Date('2026-11-25T02:59:00Z'))).toBe(true); // 21:59
    expect(withinEdgarHours(new Date('2026-11-25T03:00:00Z'))).toBe(false); // 22:00
    // Wednesday 1 July 2026: UTC-4.
    expect(withinEdgarHours(new Date('2026-07-01T10:00:00Z'))).toBe(true); // 6:00
    expect(withinEdgarHours(new Date('2026-07-01T09:59:00Z'))).toBe(false); // 5:59
  });

  it('rests at weekends', () => {
    expect(withinEdgarHours(new Date('2026-11-28T15:00:00Z'))).toBe(false); // Saturday 10:00
    expect(withinEdgarHours(new Date('2026-11-29T15:00:00Z'))).toBe(false); // Sunday 10:00
  });
});
