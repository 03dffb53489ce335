/**
 * The one way the SPA writes dates and times: "Nov 28, 2026" and "Nov 28, 2026, 3:04 PM EST".
 * Moments (ISO instants from the API) are shown in a time zone the caller names, the user's (see
 * time-zone-context.tsx) or EDGAR's; calendar dates (a filing date, a period end) are days, not
 * moments, and are shown as the same day in every zone.
 */

/** EDGAR runs on New York time: its dates, its hours and filing deadlines are Eastern time. */
export const EDGAR_TIME_ZONE = 'America/New_York';

/** EDGAR's opening hours, business days. */
export const EDGAR_HOURS = '6:00 AM–10:00 PM ET';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

// Building a formatter is costly next to using one; lists format hundreds of cells per render.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'dateTime' | 'time', zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let found = formatters.get(key);
  if (!found) {
    const options = kind === 'date' ? DAY : kind === 'time' ? CLOCK : { ...DAY, ...CLOCK };
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** The browser's own time zone: what a user who chose none sees. */
export const browserTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

type Moment = string | Date;

const toDate = (at: Moment) => (at instanceof Date ? at : new Date(at));

function write(kind: 'date' | 'dateTime' | 'time', at: Moment, zone: string, zoneName?: string): string {
  const date = toDate(at);
  // A value the API should never send is shown as it came rather than as "Invalid Date".
  if (Number.isNaN(date.getTime())) return String(at);
  const parts = formatter(kind, zone).formatToParts(date);
  // Newer ICU puts a narrow no-break space before AM/PM, older ICU a plain one: one text in every
  // browser, so what people copy and search for does not depend on it.
  return parts
    .map((part) => (part.type === 'timeZoneName' && zoneName ? zoneName : part.value))
    .join('')
    .replace(/[\u202f\u2009]/g, ' ');
}

/** The day of a moment in `zone`: "Nov 28, 2026". */
export const formatDate = (at: Moment, zone: string): string => write('date', at, zone);

/** A moment in `zone` with the zone's short name: "Nov 28, 2026, 3:04 PM EST" (or "GMT+5:30" where the zone has no abbreviation). */
export const formatDateTime = (at: Moment, zone: string): string => write('dateTime', at, zone);

/** The time of a moment in `zone`: "3:04 PM EST". */
export const formatTime = (at: Moment, zone: string): string => write('time', at, zone);

/** A moment in EDGAR's time, marked "ET" whether daylight saving is on or not: "Nov 28, 2026, 3:04 PM ET". */
export const formatEdgarDateTime = (at: Moment): string => write('dateTime', at, EDGAR_TIME_ZONE, 'ET');

/** The day of a moment in EDGAR's time. */
export const formatEdgarDate = (at: Moment): string => write('date', at, EDGAR_TIME_ZONE);

/**
 * A calendar date (YYYY-MM-DD) as "Nov 27, 2026": read and written in UTC so no zone moves it to
 * the day before or after. Null is shown as a dash; anything else not a date is shown as it is.
 */
export function formatCalendarDate(date: string | null): string {
  if (date === null) return '—';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return write('date', `${date}T00:00:00Z`, 'UTC');
}

/** The zone's offset from UTC at `at`, for choosing a zone: "GMT-05:00", "GMT+05:30". */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
