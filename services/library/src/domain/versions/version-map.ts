import type { MapTopic } from '@ea/contracts/library';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { revisionHeads } from '../../db/topics-repository.ts';

/** A version's map as the API lists it: each topic with the title and number of the revision pinned. */
export async function mapTopics(ex: LibraryExecutor, map: readonly MapEntry[]): Promise<MapTopic[]> {
  const heads = await revisionHeads(
    ex,
    map.map((entry) => entry.revisionId),
  );
  return map.map((entry) => {
    const head = heads.get(entry.revisionId)!;
    return { id: entry.topicId, title: head.title, revisionId: head.id, revisionNumber: head.number };
  });
}
