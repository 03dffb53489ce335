import { type AccessClaims, ApiError, isAdmin } from '@ea/contracts';
import { ADMIN_ROLE, FIRST_ADMIN_ID } from '@ea/contracts/identity';
import { tenantScope } from '@ea/service-kit/use-case';
import type { IdentityExecutor } from '../../db/schema.ts';
import { rolesOfUsers } from '../../db/user-roles-repository.ts';
import { findUserById, type UserRow } from '../../db/users-repository.ts';
import { IdentityFailures } from '../failures.ts';

/**
 * The user with this id if the caller's tenant includes it: admins see everyone, others only
 * their channel's users. Anything else is 404, so other tenants' users are not revealed.
 */
export async function visibleUser(db: IdentityExecutor, claims: AccessClaims, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || !tenantScope(claims).canSeeChannel(user.channel_id)) throw IdentityFailures.userNotFound();
  return user;
}

/**
 * The user with this id if the caller may change it: a user of the caller's tenant, and when that
 * user is an admin (user 1, the Admin flag or the Admin role), only an admin may change it. A
 * channel's user manager sees its channel's admins but cannot edit, demote, suspend or delete them.
 */
export async function changeableUser(db: IdentityExecutor, claims: AccessClaims, id: number): Promise<UserRow> {
  const user = await visibleUser(db, claims, id);
  if (!isAdmin(claims) && (await isAdminAccount(db, user))) throw new ApiError('forbidden');
  return user;
}

async function isAdminAccount(db: IdentityExecutor, user: UserRow): Promise<boolean> {
  if (user.admin || user.id === FIRST_ADMIN_ID) return true;
  const roles = (await rolesOfUsers(db, [user.id])).get(user.id) ?? [];
  return roles.some((role) => role.name === ADMIN_ROLE);
}
