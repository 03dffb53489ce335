/**
 * How far a rollforward moves dates. Period ends are mostly month ends (a quarter, a year), so a
 * move between two month ends, or from a day that is no month end to the same day of another
 * month, is a number of months in which a month end stays a month end (2024-03-31 → 2024-06-30,
 * 2024-02-29 → 2025-02-28). Any other move (52–53 week fiscal years ending on a weekday) is a
 * number of days.
 */
export type PeriodOffset = { months: number } | { days: number };

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MIN_YEAR = 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: string): CalendarDate {
  const match = DATE.exec(date);
  const parsed = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (
    !parsed ||
    parsed.year < MIN_YEAR ||
    parsed.month < 1 ||
    parsed.month > 12 ||
    parsed.day < 1 ||
    parsed.day > daysInMonth(parsed.year, parsed.month)
  )
    throw new RangeError(`not a date: ${date}`);
  return parsed;
}

/** Dates are written with four-digit years: a move beyond them is refused rather than written wrongly. */
function format({ year, month, day }: CalendarDate): string {
  if (year < MIN_YEAR || year > 9999) throw new RangeError(`date out of range: year ${year}`);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isMonthEnd(date: CalendarDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

const DAY_MS = 86_400_000;

function epochDay({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The offset that takes the period end `from` to `to`. */
export function periodOffset(from: string, to: string): PeriodOffset {
  const a = parse(from);
  const b = parse(to);
  // A month end moved by months stays a month end, so from one only to another.
  if (isMonthEnd(a) ? isMonthEnd(b) : a.day === b.day) return { months: (b.year - a.year) * 12 + (b.month - a.month) };
  return { days: epochDay(b) - epochDay(a) };
}

/** The offset that undoes `offset`. */
export function invertOffset(offset: PeriodOffset): PeriodOffset {
  return 'months' in offset ? { months: -offset.months } : { days: -offset.days };
}

/**
 * A date moved by the offset. By months, a month end lands on the target month's end and any
 * other day on the same day, or the month's last day when the month is shorter.
 */
export function shiftDate(date: string, offset: PeriodOffset): string {
  const d = parse(date);
  if ('days' in offset) {
    const moved = new Date((epochDay(d) + offset.days) * DAY_MS);
    return format({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
  }
  const index = d.year * 12 + (d.month - 1) + offset.months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return format({ year, month, day: isMonthEnd(d) ? last : Math.min(d.day, last) });
}
