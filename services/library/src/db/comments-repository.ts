import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CommentEntriesTable, CommentThreadsTable, LibraryExecutor } from './schema.ts';

export type CommentThreadRow = Selectable<CommentThreadsTable>;
export type CommentEntryRow = Selectable<CommentEntriesTable>;

/** Inserts the thread unless its id is taken (by any document's thread); answers whether it was inserted. */
export async function insertThreadIfNew(ex: LibraryExecutor, values: Insertable<CommentThreadsTable>): Promise<boolean> {
  const row = await ex
    .insertInto('comment_threads')
    .values(values)
    .onConflict((c) => c.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The document's thread, locked when asked (a change of its status is serialised on it); null when it is not the document's. */
/** Whether a thread of any document already has this id (ids are chosen by the editor). */
export async function threadIdTaken(ex: LibraryExecutor, id: string): Promise<boolean> {
  return (await ex.selectFrom('comment_threads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findThread(
  ex: LibraryExecutor,
  documentId: string,
  threadId: string,
  lock = false,
): Promise<CommentThreadRow | null> {
  const row = await ex
    .selectFrom('comment_threads')
    .selectAll()
    .where('id', '=', threadId)
    .where('document_id', '=', documentId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export async function updateThread(ex: LibraryExecutor, id: string, changes: Updateable<CommentThreadsTable>): Promise<CommentThreadRow> {
  return ex.updateTable('comment_threads').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertEntry(ex: LibraryExecutor, values: Insertable<CommentEntriesTable>): Promise<void> {
  await ex.insertInto('comment_entries').values(values).execute();
}

/** The document's threads, oldest first. */
export function threadsOfDocument(ex: LibraryExecutor, documentId: string): Promise<CommentThreadRow[]> {
  return ex.selectFrom('comment_threads').selectAll().where('document_id', '=', documentId).orderBy('created_at').orderBy('id').execute();
}

/** The comments of these threads, each thread's in the order they were written. */
export async function entriesOfThreads(ex: LibraryExecutor, threadIds: readonly string[]): Promise<Map<string, CommentEntryRow[]>> {
  const byThread = new Map<string, CommentEntryRow[]>(threadIds.map((id) => [id, []]));
  if (threadIds.length === 0) return byThread;
  const rows = await ex
    .selectFrom('comment_entries')
    .selectAll()
    .where('thread_id', 'in', [...threadIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byThread.get(row.thread_id)?.push(row);
  return byThread;
}
