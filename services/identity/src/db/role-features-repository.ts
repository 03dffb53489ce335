import type { IdentityExecutor } from './schema.ts';

/** Feature names granted to each role, keyed by role id. */
export async function featureNamesByRole(db: IdentityExecutor): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('role_features')
    .innerJoin('features', 'features.id', 'role_features.feature_id')
    .select(['role_features.role_id', 'features.name'])
    .orderBy('features.name')
    .execute();
  const byRole = new Map<number, string[]>();
  for (const row of rows) byRole.set(row.role_id, [...(byRole.get(row.role_id) ?? []), row.name]);
  return byRole;
}

/** The features a user holds through its roles. */
export async function featureNamesOfUser(db: IdentityExecutor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_features', 'role_features.role_id', 'user_roles.role_id')
    .innerJoin('features', 'features.id', 'role_features.feature_id')
    .select('features.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('features.name')
    .execute();
  return rows.map((r) => r.name);
}

export async function setRoleFeatures(db: IdentityExecutor, roleId: number, featureIds: number[]): Promise<void> {
  await db.deleteFrom('role_features').where('role_id', '=', roleId).execute();
  if (featureIds.length > 0) {
    await db
      .insertInto('role_features')
      .values(featureIds.map((feature_id) => ({ role_id: roleId, feature_id })))
      .execute();
  }
}
