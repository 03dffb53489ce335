import { ApiError } from '@ea/contracts';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { findUserById } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { revokeSessions } from './revoke-sessions.ts';

/** auth/logout: revokes the caller's refresh tokens and live access tokens; the email must be the caller's own. */
export async function signOut({ deps, caller }: UseCaseContext<IdentityDeps>, input: { email: string }): Promise<void> {
  const userId = Number(caller.claims.sub);
  await commitChange(deps, caller.actor, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) return { result: undefined, records: NO_RECORDS };
    if (user.email !== input.email.trim().toLowerCase()) throw new ApiError('forbidden');
    const revoked = await revokeSessions(trx, user, 'signed-out');
    const signedOut = { action: IdentityAuditActions.signOut, targetType: 'user', targetId: user.id, channelId: user.channel_id };
    return { result: undefined, records: { audit: [signedOut], events: [revoked] } };
  });
  await deps.sessions.revokeUser(String(userId));
}
