import { ApiError } from '@ea/contracts';
import { type CommentThread, LibraryErrors } from '@ea/contracts/library';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { findThread, updateThread } from '../../db/comments-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertMayComment } from './comment-access.ts';
import { commentRecords } from './comment-records.ts';
import { readThreadView } from './thread-view.ts';

/**
 * Resolves or reopens a thread (anyone who may comment, not only its author). Asking for the
 * status it already has changes nothing: no audit entry, no event, the thread answered as it is.
 */
export async function setCommentThreadStatus(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; threadId: string; resolved: boolean },
): Promise<CommentThread> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    const found = await findThread(trx, document.id, input.threadId, true);
    if (!found) throw new ApiError('notFound', LibraryErrors.commentThreadNotFound);
    assertMayComment(caller.claims);
    if (found.resolved === input.resolved) return { result: await readThreadView(trx, found), records: NO_RECORDS };
    const thread = await updateThread(
      trx,
      found.id,
      input.resolved
        ? { resolved: true, resolved_by: caller.claims.sub, resolved_at: deps.now() }
        : { resolved: false, resolved_by: null, resolved_at: null },
    );
    const records = commentRecords(caller, document, thread, {
      kind: input.resolved ? 'resolved' : 'reopened',
      before: { resolved: found.resolved, resolvedBy: found.resolved_by },
    });
    return { result: await readThreadView(trx, thread), records };
  });
}
