import type { CommentThread } from '@ea/contracts/library';

export type ThreadFilter = 'open' | 'resolved';

export interface ThreadGroups {
  /** The open topic's threads, in the order their anchors appear in it (threads whose text is gone last). */
  here: CommentThread[];
  /** The document's other threads, oldest first. */
  elsewhere: CommentThread[];
  /** Threads a comment transfer could not place in the current text, oldest first: kept, with no place to show. */
  unplaced: CommentThread[];
}

const byCreation = (a: CommentThread, b: CommentThread) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The threads the filter shows, the open topic's first. */
export function groupThreads(
  threads: readonly CommentThread[],
  filter: ThreadFilter,
  topicId: string | null,
  anchors: ReadonlyMap<string, number>,
): ThreadGroups {
  const filtered = threads.filter((thread) => thread.resolved === (filter === 'resolved'));
  const shown = filtered.filter((thread) => thread.unplacedIn === null);
  const position = (thread: CommentThread) => anchors.get(thread.id) ?? Number.MAX_SAFE_INTEGER;
  const here = shown.filter((thread) => thread.topicId === topicId).sort((a, b) => position(a) - position(b) || byCreation(a, b));
  const elsewhere = shown.filter((thread) => thread.topicId !== topicId).sort(byCreation);
  const unplaced = filtered.filter((thread) => thread.unplacedIn !== null).sort(byCreation);
  return { here, elsewhere, unplaced };
}
