const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The date as YYYY-MM-DD when the parts name a day of the calendar (no 2021-02-30), else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) return null;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  if (!Number.isInteger(day) || day < 1 || day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads YYYYMMDD (the daily indexes) or YYYY-MM-DD (the quarterly indexes, the JSON files) as
 * YYYY-MM-DD; null for anything else, including dates the calendar does not have.
 */
export function isoDate(text: string): string | null {
  const compact = text.length === 8;
  if (!compact && !(text.length === 10 && text[4] === '-' && text[7] === '-')) return null;
  const digits = compact ? text : `${text.slice(0, 4)}${text.slice(5, 7)}${text.slice(8, 10)}`;
  for (let i = 0; i < 8; i += 1) {
    const code = digits.charCodeAt(i);
    if (code < 48 || code > 57) return null;
  }
  return calendarDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)));
}
