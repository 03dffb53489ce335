import { describe, expect, it } from 'vitest';
import {
  EDGAR_TIME_ZONE,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatEdgarDate,
  formatEdgarDateTime,
  formatTime,
  zoneOffset,
} from './date-time.ts';

describe('dates and times', () => {
  it('writes a moment with the zone’s short name', () => {
    expect(formatDateTime('2026-11-28T20:04:00Z', 'America/New_York')).toBe('Nov 28, 2026, 3:04 PM EST');
    expect(formatDateTime('2026-11-28T20:04:00Z', 'America/Los_Angeles')).toBe('Nov 28, 2026, 12:04 PM PST');
    expect(formatDateTime('2026-11-28T20:04:00Z', 'UTC')).toBe('Nov 28, 2026, 8:04 PM UTC');
    expect(formatTime(new Date('2026-11-28T20:04:00Z'), 'America/New_York')).toBe('3:04 PM EST');
  });

  it('follows daylight saving across the boundary (New York, 8 March 2026, 2:00 AM)', () => {
    expect(formatDateTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('Mar 8, 2026, 1:59 AM EST');
    expect(formatDateTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('Mar 8, 2026, 3:00 AM EDT');
    // Back to standard time on 1 November: 1:30 AM happens twice, told apart by the zone's name.
    expect(formatDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 1:30 AM EDT');
    expect(formatDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 1:30 AM EST');
  });

  it('moves the day in a zone far from UTC', () => {
    expect(formatDateTime('2026-11-28T20:04:00Z', 'Pacific/Kiritimati')).toBe('Nov 29, 2026, 10:04 AM GMT+14');
    expect(formatDateTime('2026-11-28T20:04:00Z', 'Asia/Kolkata')).toBe('Nov 29, 2026, 1:34 AM GMT+5:30');
    expect(formatDate('2026-11-28T20:04:00Z', 'Pacific/Kiritimati')).toBe('Nov 29, 2026');
    expect(formatDate('2026-11-28T20:04:00Z', 'Pacific/Pago_Pago')).toBe('Nov 28, 2026');
  });

  it('never shifts a calendar date, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate(null)).toBe('—');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('writes EDGAR’s times in Eastern time marked ET, summer or winter', () => {
    expect(EDGAR_TIME_ZONE).toBe('America/New_York');
    expect(formatEdgarDateTime('2026-11-28T20:04:00Z')).toBe('Nov 28, 2026, 3:04 PM ET');
    expect(formatEdgarDateTime('2026-07-01T02:30:00Z')).toBe('Jun 30, 2026, 10:30 PM ET');
    expect(formatEdgarDate('2026-07-01T02:30:00Z')).toBe('Jun 30, 2026');
  });

  it('shows a value that is not a moment as it came', () => {
    expect(formatDateTime('soon', 'UTC')).toBe('soon');
  });

  it('gives a zone’s current offset for the zone picker', () => {
    expect(zoneOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-05:00');
    expect(zoneOffset('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('GMT-04:00');
    expect(zoneOffset('Asia/Kolkata')).toBe('GMT+05:30');
  });
});
