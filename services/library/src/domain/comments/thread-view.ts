import type { CommentThread } from '@ea/contracts/library';
import { type CommentEntryRow, type CommentThreadRow, entriesOfThreads } from '../../db/comments-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';

/** A thread as answered: its anchor, status and comments, oldest first. */
export function threadView(thread: CommentThreadRow, entries: readonly CommentEntryRow[]): CommentThread {
  return {
    id: thread.id,
    documentId: thread.document_id,
    topicId: thread.topic_id,
    quote: thread.quote,
    resolved: thread.resolved,
    resolvedBy: thread.resolved_by,
    resolvedAt: thread.resolved_at?.toISOString() ?? null,
    unplacedIn: thread.unplaced_in,
    createdAt: thread.created_at.toISOString(),
    entries: entries.map((entry) => ({
      id: entry.id,
      authorId: entry.author_id,
      authorName: entry.author_name,
      body: entry.body,
      mentions: entry.mentions,
      createdAt: entry.created_at.toISOString(),
    })),
  };
}

/** The thread with its comments as they are now (within the change's transaction, its own writes included). */
export async function readThreadView(ex: LibraryExecutor, thread: CommentThreadRow): Promise<CommentThread> {
  const entries = await entriesOfThreads(ex, [thread.id]);
  return threadView(thread, entries.get(thread.id) ?? []);
}
