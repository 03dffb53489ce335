import { type AccessClaims, ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { updateUser } from '../../db/users-repository.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { preparePasswordLink } from '../password-links.ts';
import { changeableUser } from './visible-user.ts';

/** okta-activation-email: (re)sends the set-user-password link to a user who has not activated yet (an admin's only by admins). */
export async function sendActivationEmail(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  actor: AuditActor;
}): Promise<void> {
  const { deps, claims, userId, actor } = options;
  const mail = await deps.db.transaction().execute(async (trx) => {
    const user = await changeableUser(trx, claims, userId);
    if (user.status !== 'STAGED' && user.status !== 'PROVISIONED')
      throw new ApiError('conflict', 'The user has already activated the account');
    const updated = user.status === 'STAGED' ? await updateUser(trx, user.id, { status: 'PROVISIONED' }) : user;
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { status: user.status },
      after: { status: updated.status, activationEmail: true },
    });
    return preparePasswordLink(trx, deps.config, updated, 'activation');
  });
  await deps.mailer.send(mail);
}
