import type { DateRangeOption } from '@ea/contracts';

export interface DateRange {
  option: DateRangeOption | '';
  startDate: string;
  endDate: string;
}

const DAYS: Record<Exclude<DateRangeOption, 'Custom Range'>, number> = { Day: 1, Week: 7, Month: 30 };
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// One formatter per zone: building one costs far more than using it.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string): Intl.DateTimeFormat {
  let found = wallClocks.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, found);
  }
  return found;
}

/** What the clocks of `zone` read at a moment, as if that reading were UTC (milliseconds). */
function wallTime(zone: string, at: number): number {
  const parts = wallClock(zone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The calendar date (yyyy-mm-dd, the format of date inputs and of the filters' query values) of a moment in `zone`. */
export function dateIn(zone: string, at: Date = new Date()): string {
  return new Date(wallTime(zone, at.getTime())).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The moment (ISO, UTC) a calendar day starts in `zone`: its midnight, or where a clock change
 * skips midnight, the first moment the zone's clocks read that day.
 */
export function dayStart(date: string, zone: string): string {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at the guess, then at the moment found: the two differ across a clock change.
  const guess = midnight - (wallTime(zone, midnight) - midnight);
  let start = midnight - (wallTime(zone, guess) - guess);
  if (wallTime(zone, start) < midnight) start += midnight - wallTime(zone, start);
  return new Date(start).toISOString();
}

/**
 * The moments a range of days spans in `zone`: from the start of its first day to the start of
 * the day after its last (the audit logs' `from` and `to`). A day not given, or not a date, leaves
 * that end open.
 */
export function rangeMoments(range: Pick<DateRange, 'startDate' | 'endDate'>, zone: string): { from: string | null; to: string | null } {
  return {
    from: ISO_DATE.test(range.startDate) ? dayStart(range.startDate, zone) : null,
    to: ISO_DATE.test(range.endDate) ? dayStart(addDays(range.endDate, 1), zone) : null,
  };
}

/**
 * The dates an option stands for, ending `today` (the user's today, in their time zone): Day is
 * today, Week the last 7 days, Month the last 30. Custom Range keeps the dates the user picked.
 */
export function rangeFor(option: DateRangeOption | '', today: string, custom: { startDate: string; endDate: string }): DateRange {
  if (option === '') return { option, startDate: '', endDate: '' };
  // Only the dates are taken from `custom`: a whole DateRange passed in must not bring its option back.
  if (option === 'Custom Range') return { option, startDate: custom.startDate, endDate: custom.endDate };
  return { option, startDate: addDays(today, -(DAYS[option] - 1)), endDate: today };
}
