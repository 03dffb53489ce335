import type { AccessClaims, UserView } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { updateUser } from '../../db/users-repository.ts';
import { audit, IdentityAuditActions } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { isLocked, UNLOCKED } from '../sign-in-lockout.ts';
import { userView } from './user-view.ts';
import { visibleUser } from './visible-user.ts';

/** unlock-user: an admin lifts a lock after repeated failed sign-ins before it ends by itself. */
export async function unlockUser(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, userId, actor } = options;
  return deps.db.transaction().execute(async (trx) => {
    const user = await visibleUser(trx, claims, userId);
    const updated = await updateUser(trx, user.id, UNLOCKED);
    await audit(trx, actor, {
      action: IdentityAuditActions.unlock,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { locked: isLocked(user), failedSignIns: user.failed_logins },
      after: { locked: false, failedSignIns: 0 },
    });
    return userView(trx, updated);
  });
}
