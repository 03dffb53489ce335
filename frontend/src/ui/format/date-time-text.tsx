import { formatEdgarDateTime } from './date-time.ts';
import { useDateTimeFormat } from './time-zone-context.tsx';

/** A moment in the user's time zone with the zone's name, marked up as a <time>: for table cells and static column definitions. */
export function DateTimeText({ at }: { at: string }) {
  const format = useDateTimeFormat();
  return <time dateTime={at}>{format.dateTime(at)}</time>;
}

/** The day of a moment in the user's time zone, the full time in its title. */
export function DateText({ at }: { at: string }) {
  const format = useDateTimeFormat();
  return (
    <time dateTime={at} title={format.dateTime(at)}>
      {format.date(at)}
    </time>
  );
}

/** A moment in EDGAR's time (ET), whatever the user's zone. */
export function EdgarDateTimeText({ at }: { at: string }) {
  return <time dateTime={at}>{formatEdgarDateTime(at)}</time>;
}
