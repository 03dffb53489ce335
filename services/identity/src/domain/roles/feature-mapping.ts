import { ApiError, type FeatureMapping } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { featuresByNames } from '../../db/features-repository.ts';
import type { IdentityExecutor } from '../../db/identity-database.ts';
import { featureNamesByRole, setRoleFeatures } from '../../db/role-features-repository.ts';
import { findRoleById, listRoles } from '../../db/roles-repository.ts';
import { userIdsWithRole } from '../../db/user-roles-repository.ts';
import { audit, IdentityAuditActions } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeAccessTokens } from '../revoke-user.ts';

/** Every role with the features it grants (the /role-management/feature-mapping screen). */
export async function featureMappings(db: IdentityExecutor): Promise<FeatureMapping[]> {
  const [roles, byRole] = await Promise.all([listRoles(db), featureNamesByRole(db)]);
  return roles.map((r) => ({ roleId: r.id, roleName: r.name, features: byRole.get(r.id) ?? [] }));
}

/**
 * Replaces the features a role grants. When they change, the live access tokens of the role's
 * users stop at once, so each refreshes into a token with the new features.
 */
export async function saveFeatureMapping(options: {
  deps: IdentityDeps;
  roleId: number;
  features: string[];
  actor: AuditActor;
}): Promise<FeatureMapping> {
  const { deps, roleId, actor } = options;
  const names = [...new Set(options.features)];
  const { mapping, affected } = await deps.db.transaction().execute(async (trx) => {
    const role = await findRoleById(trx, roleId);
    if (!role) throw new ApiError('notFound', 'Role not found');
    const features = await featuresByNames(trx, names);
    const unknown = names.filter((n) => !features.some((f) => f.name === n));
    if (unknown.length > 0)
      throw new ApiError('validation', `Unknown features: ${unknown.join(', ')}`, { features: `Unknown features: ${unknown.join(', ')}` });
    const before = (await featureNamesByRole(trx)).get(roleId) ?? [];
    await setRoleFeatures(
      trx,
      roleId,
      features.map((f) => f.id),
    );
    const after = features.map((f) => f.name).sort();
    await audit(trx, actor, {
      action: IdentityAuditActions.roleChange,
      targetType: 'feature-mapping',
      targetId: roleId,
      before: { role: role.name, features: before },
      after: { role: role.name, features: after },
    });
    const changed = [...before].sort().join(',') !== after.join(',');
    return { mapping: { roleId, roleName: role.name, features: after }, affected: changed ? await userIdsWithRole(trx, roleId) : [] };
  });
  await revokeAccessTokens(deps.sessions, affected);
  return mapping;
}
