import type { AccessClaims, UserView } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { updateUser } from '../../db/users-repository.ts';
import { audit, IdentityAuditActions } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { userView } from './user-view.ts';
import { visibleUser } from './visible-user.ts';

/** unlock-user: an admin lifts a lockout after repeated failed sign-ins. */
export async function unlockUser(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, userId, actor } = options;
  return deps.db.transaction().execute(async (trx) => {
    const user = await visibleUser(trx, claims, userId);
    const updated = await updateUser(trx, user.id, { locked_at: null, failed_logins: 0 });
    await audit(trx, actor, {
      action: IdentityAuditActions.unlock,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { locked: user.locked_at !== null, failedSignIns: user.failed_logins },
      after: { locked: false, failedSignIns: 0 },
    });
    return userView(trx, updated);
  });
}
