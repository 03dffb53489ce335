import type { CommentThreadList } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { entriesOfThreads, threadsOfDocument } from '../../db/comments-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { threadView } from './thread-view.ts';

/**
 * Every thread of the document, oldest first, resolved ones included, whether or not the current
 * map still has its topic: the editor shows those whose comment mark it finds.
 */
export async function listCommentThreads(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<CommentThreadList> {
  const { deps } = ctx;
  const document = await visibleDocument(ctx, input.id);
  const threads = await threadsOfDocument(deps.db, document.id);
  const entries = await entriesOfThreads(
    deps.db,
    threads.map((thread) => thread.id),
  );
  return { threads: threads.map((thread) => threadView(thread, entries.get(thread.id) ?? [])) };
}
