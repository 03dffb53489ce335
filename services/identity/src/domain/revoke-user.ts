import { appendEvents } from '@ea/events';
import type { SessionRevocation } from '@ea/service-kit';
import type { IdentityExecutor } from '../db/identity-database.ts';
import { revokeUserRefreshTokens } from '../db/refresh-tokens-repository.ts';
import type { UserRow } from '../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';
import { userEvent } from './user-events.ts';

export type RevokeReason =
  | 'suspended'
  | 'deprovisioned'
  | 'staged'
  | 'provisioned'
  | 'deactivated'
  | 'deleted'
  | 'locked'
  | 'signed-out'
  | 'password-reset'
  | 'password-changed'
  | 'token-reuse';

/**
 * The transactional half of ending a user's sessions: refresh tokens revoked and `user.revoked`
 * in the outbox. After the commit, call `deps.sessions.revokeUser` so live access tokens stop too.
 */
export async function revokeUserInTransaction(trx: IdentityExecutor, user: UserRow, reason: RevokeReason): Promise<void> {
  await revokeUserRefreshTokens(trx, user.id);
  await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.revoked', user, { reason })]);
}

/**
 * Stops the live access tokens of users whose rights changed, after the commit that changed them.
 * Their refresh tokens stay, so each gets a token with its new rights at its next refresh.
 */
export async function revokeAccessTokens(sessions: SessionRevocation, userIds: number[]): Promise<void> {
  await Promise.all(userIds.map((id) => sessions.revokeUser(String(id))));
}
