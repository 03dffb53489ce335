import type { IdentityExecutor } from './schema.ts';

export interface RoleRef {
  id: number;
  name: string;
}

/** Roles of many users at once, keyed by user id. */
export async function rolesOfUsers(db: IdentityExecutor, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.name')
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push({ id: row.id, name: row.name });
  return byUser;
}

export async function setUserRoles(db: IdentityExecutor, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/** The users holding a role. */
export async function userIdsWithRole(db: IdentityExecutor, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((row) => row.user_id);
}

/** Gives the user one more role; holding it already changes nothing. */
export async function addUserRole(db: IdentityExecutor, userId: number, roleId: number): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
