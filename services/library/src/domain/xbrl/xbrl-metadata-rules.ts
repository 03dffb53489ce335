import { ApiError } from '@ea/contracts';
import { isIsoDate, type XbrlMetadata } from '@ea/contracts/library';

type XbrlPeriod = XbrlMetadata['contexts'][number]['period'];

/** What is wrong with XBRL metadata the schema accepts but the facts could not rely on. */
export const XbrlMetadataMessages = {
  contextTwice: (id: string) => `Context ${id} is defined more than once`,
  unitTwice: (id: string) => `Unit ${id} is defined more than once`,
  period: (id: string) => `Context ${id} needs one period: an instant, a start and an end date, or forever`,
  date: (id: string) => `Context ${id} has a date that is not a calendar date (YYYY-MM-DD)`,
  order: (id: string) => `Context ${id} ends before it starts`,
} as const;

/**
 * The metadata as saved, once every context and unit id is defined once and every context has one
 * period of calendar dates (rollforward moves those dates; a fact names its context by id); 400
 * with the first problem otherwise.
 */
export function checkedXbrlMetadata(metadata: XbrlMetadata): XbrlMetadata {
  const problem = xbrlMetadataProblem(metadata);
  if (problem !== null) throw new ApiError('validation', problem, { metadata: problem });
  return metadata;
}

/** The first of those problems, null when there is none. */
export function xbrlMetadataProblem(metadata: XbrlMetadata): string | null {
  const contexts = new Set<string>();
  for (const { id, period } of metadata.contexts) {
    if (contexts.has(id)) return XbrlMetadataMessages.contextTwice(id);
    contexts.add(id);
    const problem = periodProblem(id, period);
    if (problem !== null) return problem;
  }
  const units = new Set<string>();
  for (const { id } of metadata.units ?? []) {
    if (units.has(id)) return XbrlMetadataMessages.unitTwice(id);
    units.add(id);
  }
  return null;
}

function periodProblem(id: string, period: XbrlPeriod): string | null {
  const instant = period.instant !== undefined;
  const duration = period.startDate !== undefined || period.endDate !== undefined;
  const forever = period.forever === true;
  if (Number(instant) + Number(duration) + Number(forever) !== 1) return XbrlMetadataMessages.period(id);
  if (duration && (period.startDate === undefined || period.endDate === undefined)) return XbrlMetadataMessages.period(id);
  const dates = [period.instant, period.startDate, period.endDate].filter((d): d is string => d !== undefined);
  if (dates.some((date) => !isIsoDate(date))) return XbrlMetadataMessages.date(id);
  if (duration && period.endDate! < period.startDate!) return XbrlMetadataMessages.order(id);
  return null;
}
