import { ApiError, isAdmin, Messages } from '@ea/contracts';
import { ADMIN_ROLE, IdentityErrors, type UserBulkResult } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findRoleById } from '../../db/roles-repository.ts';
import { addUserRole, rolesOfUsers } from '../../db/user-roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { bulkGrant } from './bulk-grant.ts';

/**
 * Bulk "assign a role": adds the role to each named user's roles (the others stay). Only admins
 * hand out the Admin role, which makes its holders admins as the user form does.
 */
export function assignRole(context: UseCaseContext<IdentityDeps>, input: { userIds: number[]; roleId: number }): Promise<UserBulkResult> {
  return bulkGrant(context, input.userIds, async (trx) => {
    const role = await findRoleById(trx, input.roleId);
    if (!role) throw new ApiError('validation', undefined, { roleId: Messages.user.roleRequired });
    const grantsAdmin = role.name === ADMIN_ROLE;
    if (grantsAdmin && !isAdmin(context.caller.claims)) throw new ApiError('forbidden', IdentityErrors.adminRoleByAdmins);
    return {
      heldBefore: (userIds) => rolesOfUsers(trx, userIds),
      holds: (before) => before.some((held) => held.id === role.id),
      add: (user) => addUserRole(trx, user.id, role.id),
      userPatch: grantsAdmin ? { admin: true } : {},
      audit: (user, before) => ({
        action: IdentityAuditActions.roleChange,
        before: { roles: before },
        after: { email: user.email, roles: [...before, role].sort((a, b) => a.name.localeCompare(b.name)), bulk: true },
      }),
    };
  });
}
