/** EDGAR keeps Washington's clock: its hours, filing dates and deadlines are Eastern time. */
export const EDGAR_TIME_ZONE = 'America/New_York';

/** A calendar day as YYYY-MM-DD. */
export type IsoDate = string;

function iso(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The n-th (1-based) given weekday of a month, or its last when n is -1. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - day + 7) % 7));
    return last.toISOString().slice(0, 10);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (day - first.getUTCDay() + 7) % 7;
  return iso(year, month, 1 + offset + (n - 1) * 7);
}

/** 5 U.S.C. 6103(b): a fixed-date holiday on a Saturday is observed on the Friday before, on a Sunday the Monday after. */
function observed(date: IsoDate): IsoDate {
  const day = weekday(date);
  const shift = day === 6 ? -1 : day === 0 ? 1 : 0;
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + shift);
  return moved.toISOString().slice(0, 10);
}

/**
 * The days of `year` EDGAR does not accept filings because the SEC is closed: the federal holidays
 * of 5 U.S.C. 6103 on their observed days (Juneteenth from 2021), and Inauguration Day, a holiday
 * in the District of Columbia where the SEC sits (moved to the Monday when it falls on a Sunday,
 * not observed on a Saturday). New Year's Day of the next year falling on a Saturday is observed on
 * this year's December 31. Closures ordered case by case (a national day of mourning) are not
 * rules and come from configuration where they matter.
 */
export function edgarHolidays(year: number): Map<IsoDate, string> {
  const days: [IsoDate, string][] = [
    [observed(iso(year, 1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [observed(iso(year, 7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [observed(iso(year, 11, 11)), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    [observed(iso(year, 12, 25)), 'Christmas Day'],
  ];
  if (year >= 2021) days.push([observed(iso(year, 6, 19)), 'Juneteenth National Independence Day']);
  if (weekday(iso(year + 1, 1, 1)) === 6) days.push([iso(year, 12, 31), "New Year's Day"]);
  if ((year - 1) % 4 === 0) {
    const inauguration = iso(year, 1, 20);
    const day = weekday(inauguration);
    if (day !== 6) days.push([day === 0 ? iso(year, 1, 21) : inauguration, 'Inauguration Day']);
  }
  // New Year's Day on a Saturday belongs to the year before; a Sunday one is observed in this one.
  return new Map(days.filter(([date]) => date.startsWith(`${year}-`)).sort(([a], [b]) => a.localeCompare(b)));
}

/** The calendar day and the minutes past midnight in Washington at `now`. */
export function edgarClock(now: Date): { date: IsoDate; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EDGAR_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** A weekday that is neither a holiday nor one of the `closures` (YYYY-MM-DD) configured. */
export function isEdgarBusinessDay(date: IsoDate, closures: ReadonlySet<IsoDate> = new Set()): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !closures.has(date) && !edgarHolidays(Number(date.slice(0, 4))).has(date);
}

/** The first EDGAR business day after `date`. */
export function nextEdgarBusinessDay(date: IsoDate, closures: ReadonlySet<IsoDate> = new Set()): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isEdgarBusinessDay(day.toISOString().slice(0, 10), closures));
  return day.toISOString().slice(0, 10);
}

/** EDGAR accepts filings from 6:00 to 22:00 Eastern time on business days. */
export function withinEdgarHours(now: Date, closures: ReadonlySet<IsoDate> = new Set()): boolean {
  const { date, minutes } = edgarClock(now);
  return isEdgarBusinessDay(date, closures) && minutes >= 6 * 60 && minutes < 22 * 60;
}
