import type { IsoDate } from '@ea/contracts';

/**
 * EDGAR_CLOSED_DAYS: days the SEC closes by order rather than by the holiday rules (a national day
 * of mourning), comma-separated YYYY-MM-DD. A malformed day stops the service at start.
 */
export function edgarClosuresFromEnv(env: Readonly<Record<string, string | undefined>>): ReadonlySet<IsoDate> {
  const days = (env.EDGAR_CLOSED_DAYS ?? '')
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  for (const day of days) {
    const parsed = new Date(`${day}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
      throw new Error(`EDGAR_CLOSED_DAYS must list days as YYYY-MM-DD, not "${day}"`);
  }
  return new Set(days);
}
