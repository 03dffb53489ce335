import { type AccessClaims, ApiError, isAdmin } from '@ea/contracts';
import { ADMIN_ROLE, FIRST_ADMIN_ID, IdentityErrors, type UserBulkResult } from '@ea/contracts/identity';
import { tenantScope } from '@ea/service-kit/use-case';
import type { IdentityExecutor } from '../../db/schema.ts';
import { type RoleRef, rolesOfUsers } from '../../db/user-roles-repository.ts';
import { lockUserRows, type UserRow } from '../../db/users-repository.ts';

export interface BulkTargets {
  /** The named users, locked for the transaction, in id order. */
  users: UserRow[];
  /** Why the caller may not change this user at all (an admin account, for a non-admin), if so. */
  untouchable(user: UserRow): string | null;
}

/**
 * The users a bulk action names, all within the caller's tenant: one unknown or outside it and the
 * whole request is refused (404, as a single user outside the tenant is), so an action never
 * applies partly across tenants and never tells which of the ids exist elsewhere.
 */
export async function bulkTargets(trx: IdentityExecutor, claims: AccessClaims, userIds: readonly number[]): Promise<BulkTargets> {
  const ids = [...new Set(userIds)];
  const users = await lockUserRows(trx, ids);
  const scope = tenantScope(claims);
  if (users.length !== ids.length || users.some((user) => !scope.canSeeChannel(user.channel_id))) {
    throw new ApiError('notFound', IdentityErrors.bulkUsersNotFound);
  }
  const callerIsAdmin = isAdmin(claims);
  const roles: Map<number, RoleRef[]> = callerIsAdmin ? new Map() : await rolesOfUsers(trx, ids);
  const adminAccount = (user: UserRow) =>
    user.admin || user.id === FIRST_ADMIN_ID || (roles.get(user.id) ?? []).some((role) => role.name === ADMIN_ROLE);
  return {
    users,
    untouchable: (user) => (!callerIsAdmin && adminAccount(user) ? IdentityErrors.adminOnlyByAdmins : null),
  };
}

/** Collects a bulk action's outcome user by user. */
export function bulkOutcome() {
  const result: UserBulkResult = { done: [], refused: [] };
  return {
    result,
    done: (user: UserRow) => result.done.push(user.id),
    refuse: (user: UserRow, reason: string) => result.refused.push({ userId: user.id, email: user.email, reason }),
  };
}
