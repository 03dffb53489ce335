import type { ModuleId } from '@ea/contracts';
import type { IdentityExecutor } from './schema.ts';

/** Module access (MODULE_ACCESS numbers) of many users at once, keyed by user id. */
export async function productsOfUsers(db: IdentityExecutor, userIds: number[]): Promise<Map<number, ModuleId[]>> {
  const byUser = new Map<number, ModuleId[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_products')
    .select(['user_id', 'module'])
    .where('user_id', 'in', userIds)
    .orderBy('module')
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push(row.module as ModuleId);
  return byUser;
}

export async function setUserProducts(db: IdentityExecutor, userId: number, modules: number[]): Promise<void> {
  await db.deleteFrom('user_products').where('user_id', '=', userId).execute();
  if (modules.length > 0) {
    await db
      .insertInto('user_products')
      .values(modules.map((module) => ({ user_id: userId, module })))
      .execute();
  }
}

/** Gives the user access to one more module; having it already changes nothing. */
export async function addUserProduct(db: IdentityExecutor, userId: number, module: number): Promise<void> {
  await db
    .insertInto('user_products')
    .values({ user_id: userId, module })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
