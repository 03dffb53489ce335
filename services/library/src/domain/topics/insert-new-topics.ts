import { randomUUID } from 'node:crypto';
import type { ModelNode } from '@ea/document-model';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { insertTopic } from '../../db/topics-repository.ts';
import { writeTopicRevision } from './write-topic-revision.ts';

/**
 * Adds topics to a document, each with its first revision, and answers their map entries in the
 * order given. Call it in the change's transaction with the document row locked.
 */
export async function insertNewTopics(
  trx: LibraryExecutor,
  documentId: string,
  topics: readonly { title: string; model: ModelNode }[],
  revision: { revisionDescription: string | null; createdBy: string | null; at: Date },
): Promise<MapEntry[]> {
  const entries: MapEntry[] = [];
  for (const topic of topics) {
    const topicId = randomUUID();
    await insertTopic(trx, { id: topicId, document_id: documentId });
    const head = await writeTopicRevision(trx, { topicId, title: topic.title, model: topic.model, ...revision });
    entries.push({ topicId, revisionId: head.id });
  }
  return entries;
}
