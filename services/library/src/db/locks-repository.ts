import type { Selectable } from 'kysely';
import type { LibraryExecutor, TopicLocksTable } from './schema.ts';

export type LockRow = Selectable<TopicLocksTable>;

const LOCK_COLUMNS = ['document_id', 'topic_id', 'holder_id', 'holder_name', 'acquired_at', 'expires_at'] as const;

/** The lock row of a topic, live or lapsed, locked for the rest of the transaction when asked. */
export async function findLock(ex: LibraryExecutor, documentId: string, topicId: string, forUpdate = false): Promise<LockRow | null> {
  const row = await ex
    .selectFrom('topic_locks')
    .select(LOCK_COLUMNS)
    .where('document_id', '=', documentId)
    .where('topic_id', '=', topicId)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/** The lock of a topic still live at `now`; null when it is free. */
export async function findLiveLock(ex: LibraryExecutor, documentId: string, topicId: string, now: Date): Promise<LockRow | null> {
  const row = await ex
    .selectFrom('topic_locks')
    .select(LOCK_COLUMNS)
    .where('document_id', '=', documentId)
    .where('topic_id', '=', topicId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** Inserts a lock unless the topic has a row already (of any age); whether it was inserted. */
export async function insertLock(ex: LibraryExecutor, row: LockRow): Promise<boolean> {
  const inserted = await ex
    .insertInto('topic_locks')
    .values(row)
    .onConflict((c) => c.columns(['document_id', 'topic_id']).doNothing())
    .returning('topic_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateLock(ex: LibraryExecutor, row: LockRow): Promise<void> {
  await ex
    .updateTable('topic_locks')
    .set({ holder_id: row.holder_id, holder_name: row.holder_name, acquired_at: row.acquired_at, expires_at: row.expires_at })
    .where('document_id', '=', row.document_id)
    .where('topic_id', '=', row.topic_id)
    .execute();
}

export async function deleteLock(ex: LibraryExecutor, documentId: string, topicId: string): Promise<void> {
  await ex.deleteFrom('topic_locks').where('document_id', '=', documentId).where('topic_id', '=', topicId).execute();
}

/** The document's locks live at `now`, in the order they were taken. */
export async function liveLocks(ex: LibraryExecutor, documentId: string, now: Date): Promise<LockRow[]> {
  return ex
    .selectFrom('topic_locks')
    .select(LOCK_COLUMNS)
    .where('document_id', '=', documentId)
    .where('expires_at', '>', now)
    .orderBy('acquired_at')
    .orderBy('topic_id')
    .execute();
}
