import { type AccessClaims, ApiError, type IdentityStatus, type UserView } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { updateUser } from '../../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { type RevokeReason, revokeUserInTransaction } from '../revoke-user.ts';
import { userEvent } from '../user-events.ts';
import { userView } from './user-view.ts';
import { visibleUser } from './visible-user.ts';

const REVOKING: Partial<Record<IdentityStatus, RevokeReason>> = { SUSPENDED: 'suspended', DEPROVISIONED: 'deprovisioned' };

/**
 * Activates/deactivates a user (the Active/Inactive flag) and moves its identity status.
 * Suspending, deprovisioning or deactivating ends its sessions at once.
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
  const { view, revoked } = await deps.db.transaction().execute(async (trx) => {
    const existing = await visibleUser(trx, claims, userId);
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
    const reason = (change.status && REVOKING[change.status]) ?? (change.active === false ? 'deactivated' : undefined);
    if (reason) await revokeUserInTransaction(trx, user, reason);
    else await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.updated', user)]);
    return { view: await userView(trx, user), revoked: reason !== undefined };
  });
  if (revoked) await deps.sessions.revokeUser(String(userId));
  deps.outboxWritten();
  return view;
}
