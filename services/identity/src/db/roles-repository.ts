import type { IdentityExecutor } from './schema.ts';
import type { RoleRef } from './user-roles-repository.ts';

export function listRoles(db: IdentityExecutor): Promise<RoleRef[]> {
  return db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
}

export function findRoleById(db: IdentityExecutor, id: number): Promise<RoleRef | undefined> {
  return db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findRoleByName(db: IdentityExecutor, name: string): Promise<RoleRef | undefined> {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function rolesByIds(db: IdentityExecutor, ids: number[]): Promise<RoleRef[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute();
}

export function insertRole(db: IdentityExecutor, name: string): Promise<RoleRef> {
  return db.insertInto('roles').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export function renameRole(db: IdentityExecutor, id: number, name: string): Promise<RoleRef> {
  return db.updateTable('roles').set({ name }).where('id', '=', id).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function deleteRole(db: IdentityExecutor, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}
