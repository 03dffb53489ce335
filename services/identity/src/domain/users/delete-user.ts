import { ApiError } from '@ea/contracts';
import { FIRST_ADMIN_ID, IdentityErrors } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteUser as deleteUserRow } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent, userRevokedEvent } from '../../events/user-events.ts';
import { userView } from './user-view.ts';
import { changeableUser } from './visible-user.ts';

/** Deletes a user (never oneself, never the first admin; admins only by admins) and ends its sessions at once. */
export async function deleteUser({ deps, caller }: UseCaseContext<IdentityDeps>, input: { id: number }): Promise<void> {
  const { id } = input;
  if (String(id) === caller.claims.sub || id === FIRST_ADMIN_ID) throw new ApiError('validation', IdentityErrors.notDeletable);
  await commitChange(deps, caller.actor, async (trx) => {
    const user = await changeableUser(trx, caller.claims, id);
    const before = await userView(trx, user);
    await deps.idp.removeUser(trx, user.id);
    await deleteUserRow(trx, user.id);
    const audit = { action: 'Delete', targetType: 'user', targetId: user.id, channelId: user.channel_id, before };
    return { result: undefined, records: { audit: [audit], events: [userRevokedEvent(user, 'deleted'), userEvent('user.deleted', user)] } };
  });
  await deps.sessions.revokeUser(String(id));
}
