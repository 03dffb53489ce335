import { randomUUID } from 'node:crypto';
import { carryCommentThreads, commentThreadIds } from '@ea/document-model';
import {
  type CommentThreadRow,
  entriesOfThreads,
  insertEntry,
  insertThreadIfNew,
  threadsOfDocument,
} from '../../db/comments-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { CopiedTopic } from './write-derived-document.ts';

/** The source's threads anchored in the copied topics, each with the id of its copy and the topic it is anchored in. */
export interface ThreadCopies {
  copies: Map<string, string>;
  threads: { thread: CommentThreadRow; sourceTopicId: string }[];
}

/**
 * A rollforward that keeps comments copies the threads with their anchors: each thread anchored in
 * a copied topic gets a copy (a new id: a thread belongs to one document) and the anchors point at
 * the copies; anchors of threads the source does not have are dropped.
 */
export async function planThreadCopies(
  trx: LibraryExecutor,
  sourceDocumentId: string,
  topics: readonly CopiedTopic[],
): Promise<{ topics: CopiedTopic[]; plan: ThreadCopies }> {
  const byId = new Map((await threadsOfDocument(trx, sourceDocumentId)).map((thread) => [thread.id, thread]));
  const plan: ThreadCopies = { copies: new Map(), threads: [] };
  for (const topic of topics) {
    for (const id of commentThreadIds(topic.model)) {
      const thread = byId.get(id);
      if (!thread || plan.copies.has(id)) continue;
      plan.copies.set(id, randomUUID());
      plan.threads.push({ thread, sourceTopicId: topic.sourceTopicId });
    }
  }
  return { topics: topics.map((topic) => ({ ...topic, model: carryCommentThreads(topic.model, plan.copies) })), plan };
}

/** Writes the copies of the threads and of their comments into the new document, on the copies of their topics. */
export async function insertThreadCopies(
  trx: LibraryExecutor,
  documentId: string,
  plan: ThreadCopies,
  topicCopies: ReadonlyMap<string, string>,
): Promise<void> {
  const entries = await entriesOfThreads(
    trx,
    plan.threads.map(({ thread }) => thread.id),
  );
  for (const { thread, sourceTopicId } of plan.threads) {
    const id = plan.copies.get(thread.id)!;
    const { id: _, document_id: __, topic_id: ___, unplaced_in: ____, ...kept } = thread;
    await insertThreadIfNew(trx, { ...kept, id, document_id: documentId, topic_id: topicCopies.get(sourceTopicId)! });
    for (const entry of entries.get(thread.id) ?? []) {
      await insertEntry(trx, { ...entry, id: randomUUID(), thread_id: id, mentions: JSON.stringify(entry.mentions) });
    }
  }
}
