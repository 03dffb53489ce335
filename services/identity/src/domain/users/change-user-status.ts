import { ApiError, type IdentityStatus } from '@ea/contracts';
import { IdentityErrors, type RevokeReason, type UserStatusChange, type UserView } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { revokeSessions } from '../auth/revoke-sessions.ts';
import { userView } from './user-view.ts';
import { changeableUser } from './visible-user.ts';

/** The statuses that cannot sign in, and the reason their sessions end when a user is moved to one. */
const REVOKING: Partial<Record<IdentityStatus, RevokeReason>> = {
  SUSPENDED: 'suspended',
  DEPROVISIONED: 'deprovisioned',
  STAGED: 'staged',
  PROVISIONED: 'provisioned',
};

/** Why the change ends the user's sessions, if it does: it leaves a state that can sign in. */
function revokeReason(before: UserRow, after: UserRow): RevokeReason | undefined {
  if (after.status !== before.status && REVOKING[after.status]) return REVOKING[after.status];
  if (before.active && !after.active) return 'deactivated';
  return undefined;
}

const statusOf = (user: UserRow) => ({ status: user.status, activeFlag: user.active ? 'Active' : 'Inactive' });

/**
 * Activates/deactivates a user (the Active/Inactive flag) and moves its identity status. Only
 * admins change admins. Moving a user to a status that cannot sign in, or deactivating it, ends
 * its sessions (refresh tokens and live access tokens); any other change of either also stops its
 * live access tokens, which carry what the user was allowed to do.
 */
export async function changeUserStatus(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { id: number; change: UserStatusChange },
): Promise<UserView> {
  const { id, change } = input;
  if (String(id) === caller.claims.sub) throw new ApiError('validation', IdentityErrors.ownStatus);
  const { view, changed } = await commitChange(deps, caller.actor, async (trx) => {
    const existing = await changeableUser(trx, caller.claims, id);
    if (change.status === 'ACTIVE' && existing.password_hash === null) {
      throw new ApiError('validation', IdentityErrors.noPasswordYet, { status: IdentityErrors.noPasswordYet });
    }
    const user = await updateUser(trx, existing.id, {
      ...(change.active === undefined ? {} : { active: change.active }),
      ...(change.status === undefined ? {} : { status: change.status }),
    });
    const audit = {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: statusOf(existing),
      after: statusOf(user),
    };
    const reason = revokeReason(existing, user);
    const event = reason ? await revokeSessions(trx, user, reason) : userEvent('user.updated', user);
    return {
      result: { view: await userView(trx, user), changed: user.status !== existing.status || user.active !== existing.active },
      records: { audit: [audit], events: [event] },
    };
  });
  if (changed) await deps.sessions.revokeUser(String(id));
  return view;
}
