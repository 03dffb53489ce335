import type { DocumentIndex, IndexEntry } from '@ea/contracts/library';
import type { MapTopicRow } from '../../db/dita-repository.ts';
import type { IndexEntryValue } from '../../db/schema.ts';

/**
 * A document's index as read: the saved entries that still name topics of the current map, or,
 * before anyone saved one, the map's own order (each topic at level 1, labelled by its title).
 */
export function indexView(documentId: string, saved: readonly IndexEntryValue[] | null, map: readonly MapTopicRow[]): DocumentIndex {
  if (saved === null) {
    return { documentId, entries: map.map((t) => ({ topicId: t.topic_id, label: t.title, level: 1 })), saved: false };
  }
  const inMap = new Set(map.map((t) => t.topic_id));
  const entries: IndexEntry[] = saved.filter((entry) => inMap.has(entry.topicId));
  return { documentId, entries, saved: true };
}
