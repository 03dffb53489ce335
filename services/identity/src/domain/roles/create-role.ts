import type { Role } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertRole } from '../../db/roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { assertNameFree, roleName } from './role-rules.ts';

/** Adds a role (admins only, checked by the route), named uniquely whatever the case. */
export async function createRole({ deps, caller }: UseCaseContext<IdentityDeps>, input: { name?: string | undefined }): Promise<Role> {
  const name = roleName(input.name);
  await assertNameFree(deps.db, name);
  return commitChange(deps, caller.actor, async (trx) => {
    const role = await insertRole(trx, name);
    return { result: role, records: { audit: [{ action: 'Create', targetType: 'role', targetId: role.id, after: role }], events: [] } };
  });
}
