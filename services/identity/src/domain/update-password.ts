import { ApiError, type BrandId } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { hashPassword } from '../auth/password-hashing.ts';
import { passwordPolicyViolation } from '../auth/password-policy.ts';
import { findUserById, updateUser } from '../db/users-repository.ts';
import { audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { proveOwner } from './owner-proof.ts';
import { revokeUserInTransaction } from './revoke-user.ts';

/** Resolves once the clock has passed `ms`, so a token signed afterwards is newer than a revocation at `ms`. */
async function clockPast(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((done) => setTimeout(done, 1));
}

/**
 * auth/update-user-password: the signed-in user changes its own password, proving the current
 * one (wrong ones are limited per account). Every session the user had ends, this one included,
 * since any of them may be the reason for the change; the caller gets a fresh session in a new
 * refresh family, signed after the revocation so it stays valid.
 */
export async function updatePassword(options: {
  deps: IdentityDeps;
  userId: number;
  brand: BrandId;
  currentPassword: string;
  newPassword: string;
  actor: AuditActor;
}): Promise<IssuedSession> {
  const { deps, userId, actor } = options;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('unauthorized');
  await proveOwner(deps, user, { currentPassword: options.currentPassword });
  if (options.newPassword === options.currentPassword) {
    throw IdentityErrors.passwordPolicy('newPassword', 'The new password must differ from the current one');
  }
  const violation = passwordPolicyViolation(options.newPassword, user.email);
  if (violation) throw IdentityErrors.passwordPolicy('newPassword', violation);
  const passwordHash = await hashPassword(options.newPassword);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const changed = await updateUser(trx, user.id, { password_hash: passwordHash, password_changed_at: new Date() });
    await audit(trx, actor, {
      action: IdentityAuditActions.passwordChange,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { via: 'update-user-password' },
    });
    await revokeUserInTransaction(trx, changed, 'password-changed');
    return changed;
  });
  await deps.sessions.revokeUser(String(user.id));
  deps.outboxWritten();
  await clockPast(Date.now());
  return deps.db.transaction().execute((trx) => issueSession({ deps, trx, user: updated, brand: options.brand }));
}
