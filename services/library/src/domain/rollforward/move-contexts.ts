import type { XbrlMetadata } from '@ea/contracts/library';
import { type PeriodOffset, shiftDate } from './period-offset.ts';

type XbrlPeriod = XbrlMetadata['contexts'][number]['period'];

/**
 * The document's XBRL metadata for the next period: every context's instant and duration moved by
 * the same offset, `forever` periods as they are. Context ids stay, so the facts of the topics
 * keep pointing at the same contexts; entities, segments, units and namespaces are untouched.
 */
export function moveContexts(metadata: XbrlMetadata, offset: PeriodOffset): XbrlMetadata {
  return { ...metadata, contexts: metadata.contexts.map((context) => ({ ...context, period: movePeriod(context.period, offset) })) };
}

function movePeriod(period: XbrlPeriod, offset: PeriodOffset): XbrlPeriod {
  const moved: XbrlPeriod = { ...period };
  if (period.instant !== undefined) moved.instant = shiftDate(period.instant, offset);
  if (period.startDate !== undefined) moved.startDate = shiftDate(period.startDate, offset);
  if (period.endDate !== undefined) moved.endDate = shiftDate(period.endDate, offset);
  return moved;
}

/** The latest date a context reports on: where the document's period ends when it has no period end date. */
export function latestContextDate(metadata: XbrlMetadata): string | null {
  let latest: string | null = null;
  for (const { period } of metadata.contexts) {
    for (const date of [period.instant, period.endDate]) if (date !== undefined && (latest === null || date > latest)) latest = date;
  }
  return latest;
}
