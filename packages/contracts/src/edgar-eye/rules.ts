/**
 * Pure rules shared by the EdgarEye service and its screens: CIK forms, the date-range options of
 * spec §9 and the form types with special handling.
 */

/** The largest CIK the SEC can issue: 10 digits (spec §9). */
export const MAX_CIK = 9_999_999_999;

/** A CIK as typed (with or without leading zeros), or null when it is not one. */
export function cikOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const cik = Number(trimmed);
  return cik >= 1 ? cik : null;
}

/** The 10-digit form EDGAR prints (0000320193). */
export function paddedCik(cik: number): string {
  return String(cik).padStart(10, '0');
}

/** Date range options of the filing search (spec §9). */
export const DATE_RANGES = ['Day', 'Week', 'Month', 'Custom Range'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Form types with special handling (spec §9), offered first in the form filter. */
export const SPECIAL_FORM_TYPES = ['485BPOS', '497', 'N-1A', 'PRE 14A', 'DEF 14A', 'SC 13D', '424B2', 'ABS-15G', '8-K', '8-K/A'] as const;

/** A form type and its amendments: "10-K" finds "10-K/A" too, as a filing agent means it. */
export function formTypesMatching(formType: string): string[] {
  const base = formType.trim().toUpperCase().replace(/\/A$/, '');
  return [base, `${base}/A`];
}

const DAY_MS = 86_400_000;

/** ISO date (YYYY-MM-DD) of a Date in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The inclusive filing-date bounds of a range option, counted back from `today` (EDGAR's date, in
 * Eastern time): Day is today, Week the last 7 days, Month the last 30. A custom range takes the
 * dates given; null when a bound is missing or reversed.
 */
export function dateBounds(
  range: DateRange,
  today: string,
  custom: { from?: string | undefined; to?: string | undefined } = {},
): { from: string; to: string } | null {
  if (range === 'Custom Range') {
    if (!custom.from || !custom.to || custom.from > custom.to) return null;
    return { from: custom.from, to: custom.to };
  }
  const days = range === 'Day' ? 0 : range === 'Week' ? 6 : 29;
  return { from: isoDate(new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS)), to: today };
}

/** Today's date in New York: EDGAR dates its filings in Eastern time. */
export function edgarToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}
