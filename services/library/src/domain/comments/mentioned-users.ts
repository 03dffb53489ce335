import { ApiError, MAX_ID } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { DocumentRow } from '../../db/documents-repository.ts';
import type { CommentMention, LibraryExecutor } from '../../db/schema.ts';
import { findUsers, isMentionable } from '../../db/users-repository.ts';

const USER_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The users a comment mentions, each once, in the order first named: every one must be an active
 * user of the document's channel and, for a single-company user, of the document's company, so no
 * one is told of a document they cannot open. Anything else (unknown, inactive, another channel's
 * or company's, not an id at all) refuses the comment with 400 naming the ids, and nothing is
 * written.
 */
export async function mentionedUsers(
  ex: LibraryExecutor,
  document: DocumentRow,
  userIds: readonly string[] | undefined,
): Promise<CommentMention[]> {
  const named = [...new Set(userIds ?? [])];
  if (named.length === 0) return [];
  const ids = named.filter((id) => USER_ID.test(id) && Number(id) <= MAX_ID).map(Number);
  const users = new Map((await findUsers(ex, ids)).map((user) => [String(user.id), user]));
  const refused = named.filter((id) => {
    const user = users.get(id);
    return user === undefined || !isMentionable(user, document);
  });
  if (refused.length > 0) {
    const message = LibraryErrors.notMentionable(refused);
    throw new ApiError('validation', message, { mentions: message });
  }
  return named.map((id) => ({ userId: id, userName: users.get(id)!.email }));
}
