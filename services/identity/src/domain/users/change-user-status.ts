import { type AccessClaims, ApiError, type IdentityStatus, type UserView } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { type UserRow, updateUser } from '../../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { type RevokeReason, revokeUserInTransaction } from '../revoke-user.ts';
import { userEvent } from '../user-events.ts';
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

/**
 * Activates/deactivates a user (the Active/Inactive flag) and moves its identity status. Only
 * admins change admins. Moving a user to a status that cannot sign in, or deactivating it, ends
 * its sessions (refresh tokens and live access tokens); any other change of either also stops its
 * live access tokens, which carry what the user was allowed to do.
 */
export async function changeUserStatus(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  change: { active?: boolean; status?: IdentityStatus };
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, userId, change, actor } = options;
  if (String(userId) === claims.sub) throw new ApiError('validation', 'You cannot change the status of your own account');
  const { view, changed } = await deps.db.transaction().execute(async (trx) => {
    const existing = await changeableUser(trx, claims, userId);
    if (change.status === 'ACTIVE' && existing.password_hash === null) {
      throw new ApiError('validation', 'The user has not set a password yet', { status: 'The user has not set a password yet' });
    }
    const user = await updateUser(trx, existing.id, {
      ...(change.active === undefined ? {} : { active: change.active }),
      ...(change.status === undefined ? {} : { status: change.status }),
    });
    const pick = (u: typeof user) => ({ status: u.status, activeFlag: u.active ? 'Active' : 'Inactive' });
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: pick(existing),
      after: pick(user),
    });
    const reason = revokeReason(existing, user);
    if (reason) await revokeUserInTransaction(trx, user, reason);
    else await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.updated', user)]);
    return { view: await userView(trx, user), changed: user.status !== existing.status || user.active !== existing.active };
  });
  if (changed) await deps.sessions.revokeUser(String(userId));
  deps.outboxWritten();
  return view;
}
