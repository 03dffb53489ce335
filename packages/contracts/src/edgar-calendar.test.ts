import { describe, expect, it } from 'vitest';
import { edgarClock, edgarHolidays, isEdgarBusinessDay, nextEdgarBusinessDay, withinEdgarHours } from './edgar-calendar.ts';

describe('the EDGAR calendar', () => {
  // The federal holidays as the Office of Personnel Management publishes them for these years.
  it('names the observed federal holidays of 2026 and 2027', () => {
    expect([...edgarHolidays(2026).keys()]).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect([...edgarHolidays(2027).keys()]).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-31',
    ]);
  });

  it('moves a Saturday New Year into the year before and keeps Inauguration Day in Washington', () => {
    expect(edgarHolidays(2021).get('2021-12-31')).toBe("New Year's Day");
    expect([...edgarHolidays(2022).values()]).not.toContain("New Year's Day");
    expect(edgarHolidays(2021).get('2021-01-20')).toBe('Inauguration Day');
    expect(edgarHolidays(2029).get('2029-01-15')).toBe('Birthday of Martin Luther King, Jr.');
    // 2029-01-20 is a Saturday: not moved.
    expect([...edgarHolidays(2029).values()]).not.toContain('Inauguration Day');
    // 2017-01-20 was a Friday; 2013's fell on a Sunday and was kept on Monday the 21st.
    expect(edgarHolidays(2017).get('2017-01-20')).toBe('Inauguration Day');
    expect(edgarHolidays(2013).has('2013-01-21')).toBe(true);
    expect(edgarHolidays(2020).has('2020-01-20')).toBe(true);
    expect([...edgarHolidays(2020).values()]).not.toContain('Inauguration Day');
    expect(edgarHolidays(2020).has('2020-06-19')).toBe(false);
  });

  it('counts business days past weekends, holidays and configured closures', () => {
    expect(isEdgarBusinessDay('2026-11-25')).toBe(true);
    expect(isEdgarBusinessDay('2026-11-26')).toBe(false);
    expect(nextEdgarBusinessDay('2026-11-25')).toBe('2026-11-27');
    expect(nextEdgarBusinessDay('2026-07-02')).toBe('2026-07-06');
    expect(nextEdgarBusinessDay('2027-12-23')).toBe('2027-12-27');
    expect(nextEdgarBusinessDay('2026-11-27', new Set(['2026-11-30']))).toBe('2026-12-01');
  });

  it('reads the clock in Washington and keeps EDGAR hours on business days only', () => {
    // 02:30 UTC on 28 November is 21:30 on the 27th in Washington (EST, UTC-5).
    expect(edgarClock(new Date('2026-11-28T02:30:00Z'))).toEqual({ date: '2026-11-27', minutes: 21 * 60 + 30 });
    expect(withinEdgarHours(new Date('2026-11-28T02:30:00Z'))).toBe(true);
    expect(withinEdgarHours(new Date('2026-11-28T03:00:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-11-26T15:00:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-11-27T10:59:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-11-27T11:00:00Z'))).toBe(true);
    // Summer time: 6:00 in Washington is 10:00 UTC; 22:00 closes.
    expect(withinEdgarHours(new Date('2026-07-06T10:00:00Z'))).toBe(true);
    expect(withinEdgarHours(new Date('2026-07-06T09:59:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-07-07T01:59:00Z'))).toBe(true);
    expect(withinEdgarHours(new Date('2026-07-07T02:00:00Z'))).toBe(false);
    // Weekends, and a day closed by order.
    expect(withinEdgarHours(new Date('2026-11-28T15:00:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-11-29T15:00:00Z'))).toBe(false);
    expect(withinEdgarHours(new Date('2026-11-30T15:00:00Z'), new Set(['2026-11-30']))).toBe(false);
    expect(withinEdgarHours(new Date('2026-07-03T15:00:00Z'))).toBe(false);
  });
});
