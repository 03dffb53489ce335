import { ApiError } from '@ea/contracts';
import { ADMIN_ROLE, type FeatureMapping, IdentityErrors } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { featuresByNames } from '../../db/features-repository.ts';
import { featureNamesByRole, setRoleFeatures } from '../../db/role-features-repository.ts';
import { findRoleById } from '../../db/roles-repository.ts';
import { userIdsWithRole } from '../../db/user-roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { IdentityFailures } from '../failures.ts';

/**
 * Replaces the features a role grants. When they change, the live access tokens of the role's
 * users stop at once, so each refreshes into a token with the new features.
 */
export async function saveFeatureMapping(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { roleId: number; features: string[] },
): Promise<FeatureMapping> {
  const { roleId } = input;
  const names = [...new Set(input.features)];
  const { mapping, affected } = await commitChange(deps, caller.actor, async (trx) => {
    const role = await findRoleById(trx, roleId);
    if (!role) throw IdentityFailures.roleNotFound();
    // Admins hold every feature whatever is ticked: a mapping for the Admin role would only mislead.
    if (role.name === ADMIN_ROLE) throw new ApiError('validation', IdentityErrors.builtInRole(role.name));
    const features = await featuresByNames(trx, names);
    const unknown = names.filter((n) => !features.some((f) => f.name === n));
    if (unknown.length > 0) {
      const message = IdentityErrors.unknownFeatures(unknown);
      throw new ApiError('validation', message, { features: message });
    }
    const before = (await featureNamesByRole(trx)).get(roleId) ?? [];
    await setRoleFeatures(
      trx,
      roleId,
      features.map((f) => f.id),
    );
    const after = features.map((f) => f.name).sort();
    const changed = [...before].sort().join(',') !== after.join(',');
    const audit = {
      action: IdentityAuditActions.roleChange,
      targetType: 'feature-mapping',
      targetId: roleId,
      before: { role: role.name, features: before },
      after: { role: role.name, features: after },
    };
    return {
      result: { mapping: { roleId, roleName: role.name, features: after }, affected: changed ? await userIdsWithRole(trx, roleId) : [] },
      records: { audit: [audit], events: [] },
    };
  });
  await revokeAccessTokens(deps.sessions, affected);
  return mapping;
}
