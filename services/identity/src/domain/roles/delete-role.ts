import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteRole as deleteRoleRow } from '../../db/roles-repository.ts';
import { userIdsWithRole } from '../../db/user-roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { editableRole } from './role-rules.ts';

/** Deletes a role; its users lose it, and with it their live access tokens, which carried its features. */
export async function deleteRole({ deps, caller }: UseCaseContext<IdentityDeps>, input: { id: number }): Promise<void> {
  const before = await editableRole(deps.db, input.id);
  const holders = await commitChange(deps, caller.actor, async (trx) => {
    const holders = await userIdsWithRole(trx, input.id);
    await deleteRoleRow(trx, input.id);
    return { result: holders, records: { audit: [{ action: 'Delete', targetType: 'role', targetId: input.id, before }], events: [] } };
  });
  await revokeAccessTokens(deps.sessions, holders);
}
