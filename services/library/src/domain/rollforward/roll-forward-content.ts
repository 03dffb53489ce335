import type { XbrlMetadata } from '@ea/contracts/library';
import { type ModelNode, withoutComments } from '@ea/document-model';
import { latestContextDate, moveContexts } from './move-contexts.ts';
import { type PeriodOffset, periodOffset } from './period-offset.ts';

export interface PeriodContent<Topic extends { model: ModelNode }> {
  /** The period end date of the document rolled forward; null for a form type that reports on no period. */
  periodEndDate: string | null;
  xbrlMetadata: XbrlMetadata | null;
  topics: Topic[];
}

export interface RolledForward<Topic extends { model: ModelNode }> extends PeriodContent<Topic> {
  periodEndDate: string;
  /** How the dates moved; null when the document had no period to move from. */
  offset: PeriodOffset | null;
}

/**
 * A document's content moved to a new period: the period end date set, the XBRL contexts moved
 * by the offset from the old period end to the new one (from the latest context date when the
 * document has no period end date), and the comment anchors kept or dropped.
 */
export function rollForwardContent<Topic extends { model: ModelNode }>(
  content: PeriodContent<Topic>,
  options: { periodEndDate: string; keepComments: boolean },
): RolledForward<Topic> {
  const from = content.periodEndDate ?? (content.xbrlMetadata ? latestContextDate(content.xbrlMetadata) : null);
  const offset = from === null ? null : periodOffset(from, options.periodEndDate);
  return {
    periodEndDate: options.periodEndDate,
    offset,
    xbrlMetadata: content.xbrlMetadata && offset ? moveContexts(content.xbrlMetadata, offset) : content.xbrlMetadata,
    topics: options.keepComments ? content.topics : content.topics.map((topic) => ({ ...topic, model: withoutComments(topic.model) })),
  };
}
