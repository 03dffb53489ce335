import { ApiError, isAdmin, Messages } from '@ea/contracts';
import { ADMIN_ROLE, IdentityErrors, type UserBulkResult } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findRoleById } from '../../db/roles-repository.ts';
import { addUserRole, rolesOfUsers } from '../../db/user-roles-repository.ts';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { bulkOutcome, bulkTargets } from './bulk-targets.ts';

/**
 * Bulk "assign a role": adds the role to each named user's roles (the others stay). Only admins
 * hand out the Admin role, which makes its holders admins as the user form does. Every named user
 * must be within the caller's tenant, else nothing changes; admin accounts are refused for
 * non-admins. A changed user's live access tokens stop, so its next refresh carries the role.
 */
export async function assignRole(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { userIds: number[]; roleId: number },
): Promise<UserBulkResult> {
  const { result, changed } = await commitChange(deps, caller.actor, async (trx) => {
    const role = await findRoleById(trx, input.roleId);
    if (!role) throw new ApiError('validation', undefined, { roleId: Messages.user.roleRequired });
    const grantsAdmin = role.name === ADMIN_ROLE;
    if (grantsAdmin && !isAdmin(caller.claims)) throw new ApiError('forbidden', IdentityErrors.adminRoleByAdmins);
    const targets = await bulkTargets(trx, caller.claims, input.userIds);
    const rolesBefore = await rolesOfUsers(
      trx,
      targets.users.map((user) => user.id),
    );
    const outcome = bulkOutcome();
    const audit: AuditEntry[] = [];
    const events: NewEvent[] = [];
    const changed: number[] = [];
    for (const user of targets.users) {
      const refusal = targets.untouchable(user);
      if (refusal) {
        outcome.refuse(user, refusal);
        continue;
      }
      outcome.done(user);
      const before = rolesBefore.get(user.id) ?? [];
      if (before.some((held) => held.id === role.id)) continue;
      await addUserRole(trx, user.id, role.id);
      const updated = await updateUser(trx, user.id, grantsAdmin ? { admin: true } : {});
      const after = [...before, role].sort((a, b) => a.name.localeCompare(b.name));
      audit.push({
        action: IdentityAuditActions.roleChange,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { roles: before },
        after: { email: user.email, roles: after, bulk: true },
      });
      events.push(userEvent('user.updated', updated));
      changed.push(user.id);
    }
    return { result: { result: outcome.result, changed }, records: { audit, events } };
  });
  await revokeAccessTokens(deps.sessions, changed);
  return result;
}
