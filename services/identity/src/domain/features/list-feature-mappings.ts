import type { FeatureMapping } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { featureNamesByRole } from '../../db/role-features-repository.ts';
import { listRoles } from '../../db/roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** Every role with the features it grants (the /role-management/feature-mapping screen). */
export async function listFeatureMappings({ deps }: UseCaseContext<IdentityDeps>): Promise<FeatureMapping[]> {
  const [roles, byRole] = await Promise.all([listRoles(deps.db), featureNamesByRole(deps.db)]);
  return roles.map((r) => ({ roleId: r.id, roleName: r.name, features: byRole.get(r.id) ?? [] }));
}
