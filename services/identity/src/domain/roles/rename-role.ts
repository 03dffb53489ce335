import type { Role } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { renameRole as renameRoleRow } from '../../db/roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { assertNameFree, editableRole, roleName } from './role-rules.ts';

/** Renames a role other than the built-in ones, to a name no other role has. */
export async function renameRole(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { id: number; name?: string | undefined },
): Promise<Role> {
  const name = roleName(input.name);
  const before = await editableRole(deps.db, input.id);
  await assertNameFree(deps.db, name, input.id);
  return commitChange(deps, caller.actor, async (trx) => {
    const role = await renameRoleRow(trx, input.id, name);
    return {
      result: role,
      records: { audit: [{ action: 'Update', targetType: 'role', targetId: role.id, before, after: role }], events: [] },
    };
  });
}
