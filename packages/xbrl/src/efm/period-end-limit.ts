import { edgarClock, nextEdgarBusinessDay } from '@ea/contracts';

/**
 * The latest DocumentPeriodEndDate EDGAR accepts at `now`: the current day in Washington, or for
 * 8-K type submissions made after 5:30 pm (which EDGAR dates the next business day) the next
 * business day, past weekends and federal holidays.
 */
export function latestPeriodEndDate(now: Date, nextBusinessDayAfterClose: boolean): string {
  const { date, minutes } = edgarClock(now);
  if (nextBusinessDayAfterClose && minutes >= 17 * 60 + 31 && minutes <= 23 * 60) return nextEdgarBusinessDay(date);
  return date;
}
