import type { RevokeReason } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import type { SessionRevocation } from '@ea/service-kit';
import { revokeUserRefreshTokens } from '../../db/refresh-tokens-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import type { UserRow } from '../../db/users-repository.ts';
import { userRevokedEvent } from '../../events/user-events.ts';

/**
 * The transactional half of ending a user's sessions: its refresh tokens revoked, and the
 * `user.revoked` event for the change's records. After the commit, call `sessions.revokeUser` so
 * live access tokens stop too.
 */
export async function revokeSessions(trx: IdentityExecutor, user: UserRow, reason: RevokeReason): Promise<NewEvent> {
  await revokeUserRefreshTokens(trx, user.id);
  return userRevokedEvent(user, reason);
}

/**
 * Stops the live access tokens of users whose rights changed, after the commit that changed them.
 * Their refresh tokens stay, so each gets a token with its new rights at its next refresh.
 */
export async function revokeAccessTokens(sessions: SessionRevocation, userIds: number[]): Promise<void> {
  await Promise.all(userIds.map((id) => sessions.revokeUser(String(id))));
}
