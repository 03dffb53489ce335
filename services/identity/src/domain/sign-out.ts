import { ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { findUserById } from '../db/users-repository.ts';
import { audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { revokeUserInTransaction } from './revoke-user.ts';

/** auth/logout: revokes the caller's refresh tokens and live access tokens. */
export async function signOut(options: { deps: IdentityDeps; userId: number; email: string; actor: AuditActor }): Promise<void> {
  const { deps, userId, actor } = options;
  await deps.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) return;
    if (user.email !== options.email.trim().toLowerCase()) throw new ApiError('forbidden');
    await revokeUserInTransaction(trx, user, 'signed-out');
    await audit(trx, actor, { action: IdentityAuditActions.signOut, targetType: 'user', targetId: user.id, channelId: user.channel_id });
  });
  await deps.sessions.revokeUser(String(userId));
  deps.outboxWritten();
}
