import { randomUUID } from 'node:crypto';
import { ApiError } from '@ea/contracts';
import { type CommentReplyBody, type CommentThread, LibraryErrors } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findThread, insertEntry } from '../../db/comments-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertMayComment } from './comment-access.ts';
import { commentBody } from './comment-body.ts';
import { commentRecords } from './comment-records.ts';
import { mentionedUsers } from './mentioned-users.ts';
import { readThreadView } from './thread-view.ts';

/**
 * Adds a comment to a thread of the document. A resolved thread takes replies and stays resolved
 * until someone reopens it; a thread whose topic has left the map still takes them (a later
 * version may bring the topic back).
 */
export async function replyToCommentThread(
  ctx: UseCaseContext<LibraryDeps>,
  input: CommentReplyBody & { id: string; threadId: string },
): Promise<CommentThread> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    const thread = await findThread(trx, document.id, input.threadId);
    if (!thread) throw new ApiError('notFound', LibraryErrors.commentThreadNotFound);
    assertMayComment(caller.claims);
    const body = commentBody(input.body);
    const mentions = await mentionedUsers(trx, document, input.mentions);
    const entry = { id: randomUUID(), body, mentions };
    await insertEntry(trx, {
      id: entry.id,
      thread_id: thread.id,
      author_id: caller.claims.sub,
      author_name: caller.claims.email,
      body,
      mentions: JSON.stringify(mentions),
      created_at: deps.now(),
    });
    return { result: await readThreadView(trx, thread), records: commentRecords(caller, document, thread, { kind: 'replied', entry }) };
  });
}
