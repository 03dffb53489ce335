import type { UserView } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { isLocked, UNLOCKED } from '../auth/sign-in-lockout.ts';
import { userView } from './user-view.ts';
import { visibleUser } from './visible-user.ts';

/** unlock-user: an admin lifts a lock after repeated failed sign-ins before it ends by itself. */
export async function unlockUser({ deps, caller }: UseCaseContext<IdentityDeps>, input: { userId: number }): Promise<UserView> {
  return commitChange(deps, caller.actor, async (trx) => {
    const user = await visibleUser(trx, caller.claims, input.userId);
    const updated = await updateUser(trx, user.id, UNLOCKED);
    const audit = {
      action: IdentityAuditActions.unlock,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { locked: isLocked(user), failedSignIns: user.failed_logins },
      after: { locked: false, failedSignIns: 0 },
    };
    return { result: await userView(trx, updated), records: { audit: [audit], events: [] } };
  });
}
