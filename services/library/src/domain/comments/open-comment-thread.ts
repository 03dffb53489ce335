import { randomUUID } from 'node:crypto';
import { ApiError } from '@ea/contracts';
import { type CommentThread, type CommentThreadBody, LibraryErrors } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findThread, insertEntry, insertThreadIfNew, threadIdTaken } from '../../db/comments-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertCurrentTopic } from '../topics/current-topic.ts';
import { assertMayComment } from './comment-access.ts';
import { commentBody } from './comment-body.ts';
import { commentRecords } from './comment-records.ts';
import { mentionedUsers } from './mentioned-users.ts';
import { readThreadView } from './thread-view.ts';

/**
 * Opens a thread on a range of a topic of the document's current map, with its first comment.
 * The id is the one the editor put on the range's comment mark; an id already taken is 409 and
 * changes nothing. Comments are not the document's content: a final release, which locks the
 * content, does not stop them, and no version is made.
 */
export async function openCommentThread(
  ctx: UseCaseContext<LibraryDeps>,
  input: CommentThreadBody & { id: string },
): Promise<CommentThread> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    await assertCurrentTopic(trx, document.id, input.topicId);
    // A taken id is answered as taken whoever asks, before the caller's right, as the route walk's contract says.
    if (await threadIdTaken(trx, input.threadId)) throw new ApiError('conflict', LibraryErrors.commentThreadExists);
    assertMayComment(caller.claims);
    const body = commentBody(input.body);
    const mentions = await mentionedUsers(trx, document, input.mentions);
    const at = deps.now();
    const inserted = await insertThreadIfNew(trx, {
      id: input.threadId,
      document_id: document.id,
      topic_id: input.topicId,
      quote: input.quote,
      created_by: caller.claims.sub,
      created_by_name: caller.claims.email,
      created_at: at,
    });
    if (!inserted) throw new ApiError('conflict', LibraryErrors.commentThreadExists);
    const entry = { id: randomUUID(), body, mentions };
    await insertEntry(trx, {
      id: entry.id,
      thread_id: input.threadId,
      author_id: caller.claims.sub,
      author_name: caller.claims.email,
      body,
      mentions: JSON.stringify(mentions),
      created_at: at,
    });
    const thread = (await findThread(trx, document.id, input.threadId))!;
    return { result: await readThreadView(trx, thread), records: commentRecords(caller, document, thread, { kind: 'opened', entry }) };
  });
}
