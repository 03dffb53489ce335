import type { AuditActor } from '@ea/service-kit';
import { hashPassword } from '../auth/password-hashing.ts';
import { passwordPolicyViolation } from '../auth/password-policy.ts';
import { hashSecret } from '../auth/secret-token.ts';
import { findPasswordTokenForUpdate, markPasswordTokenUsed } from '../db/password-tokens-repository.ts';
import { findUserById, updateUser } from '../db/users-repository.ts';
import { actingAs, audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { revokeUserInTransaction } from './revoke-user.ts';
import { isLocked, UNLOCKED } from './sign-in-lockout.ts';

/**
 * Sets a password through an emailed link: `reset` (forgotten password; ends every session and
 * lifts a sign-in lock) or `activation` (set-user-password of a new user; makes the account
 * ACTIVE). The link works once and only before it expires.
 */
export async function completePasswordLink(options: {
  deps: IdentityDeps;
  purpose: 'reset' | 'activation';
  token: string;
  password: string;
  actor: AuditActor;
}): Promise<void> {
  const { deps, purpose, actor } = options;
  const revoked = await deps.db.transaction().execute(async (trx) => {
    const link = await findPasswordTokenForUpdate(trx, hashSecret(options.token));
    if (!link || link.purpose !== purpose || link.used_at || link.expires_at.getTime() < Date.now()) throw IdentityErrors.invalidLink();
    const user = await findUserById(trx, link.user_id);
    if (!user) throw IdentityErrors.invalidLink();
    const violation = passwordPolicyViolation(options.password, user.email);
    if (violation) throw IdentityErrors.passwordPolicy('password', violation);
    await markPasswordTokenUsed(trx, link.id);
    const activating = purpose === 'activation' && (user.status === 'PROVISIONED' || user.status === 'STAGED');
    // The link proves the mailbox is the owner's: it also lifts a sign-in lock and its history.
    const updated = await updateUser(trx, user.id, {
      password_hash: await hashPassword(options.password),
      password_changed_at: new Date(),
      ...UNLOCKED,
      ...(activating ? { status: 'ACTIVE' as const } : {}),
    });
    if (isLocked(user)) {
      await audit(trx, actingAs(actor, user), {
        action: IdentityAuditActions.unlock,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { locked: true },
        after: { locked: false, via: purpose },
      });
    }
    await audit(trx, actingAs(actor, user), {
      action: IdentityAuditActions.passwordChange,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { status: user.status },
      after: { status: updated.status, via: purpose },
    });
    if (purpose === 'reset') await revokeUserInTransaction(trx, updated, 'password-reset');
    return purpose === 'reset' ? user.id : null;
  });
  if (revoked !== null) {
    await deps.sessions.revokeUser(String(revoked));
    deps.outboxWritten();
  }
}
