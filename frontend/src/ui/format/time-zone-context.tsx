import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { browserTimeZone, formatDate, formatDateTime, formatTime } from './date-time.ts';

const TimeZoneContext = createContext<string | null>(null);

/** The zone the signed-in user reads times in (their profile's); null or absent: the browser's. */
export function TimeZoneProvider({ zone, children }: { zone: string | null | undefined; children: ReactNode }) {
  return <TimeZoneContext.Provider value={zone ?? null}>{children}</TimeZoneContext.Provider>;
}

/** The user's time zone, or the browser's while they chose none (or outside the signed-in shell). */
export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? browserTimeZone();
}

/** The formatter bound to the user's time zone, for text built outside JSX (a row, a title). */
export function useDateTimeFormat() {
  const zone = useTimeZone();
  return useMemo(
    () => ({
      zone,
      date: (at: string | Date) => formatDate(at, zone),
      dateTime: (at: string | Date) => formatDateTime(at, zone),
      time: (at: string | Date) => formatTime(at, zone),
    }),
    [zone],
  );
}
