import type { MentionableUserList } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { mentionableUsers } from '../../db/users-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** How many users the mention picker is offered at most. */
export const MENTIONABLE_USERS_LIMIT = 200;

/**
 * The users a comment on the document may mention, by email: the active users of its channel,
 * single-company users only when the document is their company's (see mentionedUsers).
 */
export async function listMentionableUsers(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<MentionableUserList> {
  const document = await visibleDocument(ctx, input.id);
  const users = await mentionableUsers(ctx.deps.db, document, MENTIONABLE_USERS_LIMIT);
  return { users: users.map((user) => ({ userId: String(user.id), userName: user.email, email: user.email })) };
}
