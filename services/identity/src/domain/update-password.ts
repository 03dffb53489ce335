import { ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { passwordPolicyViolation } from '../auth/password-policy.ts';
import { findUserById, updateUser } from '../db/users-repository.ts';
import { audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';

/** auth/update-user-password: the signed-in user changes its own password, proving the current one. */
export async function updatePassword(options: {
  deps: IdentityDeps;
  userId: number;
  currentPassword: string;
  newPassword: string;
  actor: AuditActor;
}): Promise<void> {
  const { deps, userId, actor } = options;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('unauthorized');
  if (!(await verifyPassword(user.password_hash, options.currentPassword))) {
    throw new ApiError('validation', 'The current password is wrong', { currentPassword: 'The current password is wrong' });
  }
  if (options.newPassword === options.currentPassword) {
    throw IdentityErrors.passwordPolicy('newPassword', 'The new password must differ from the current one');
  }
  const violation = passwordPolicyViolation(options.newPassword, user.email);
  if (violation) throw IdentityErrors.passwordPolicy('newPassword', violation);
  const passwordHash = await hashPassword(options.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, password_changed_at: new Date() });
    await audit(trx, actor, {
      action: IdentityAuditActions.passwordChange,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { via: 'update-user-password' },
    });
  });
}
