import { type AccessClaims, ApiError } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { deleteUser as deleteUserRow } from '../../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit } from '../audit-trail.ts';
import { FIRST_ADMIN_ID } from '../first-admin.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { userEvent } from '../user-events.ts';
import { userView } from './user-view.ts';
import { changeableUser } from './visible-user.ts';

/** Deletes a user (never oneself, never the first admin; admins only by admins) and ends its sessions at once. */
export async function deleteUser(options: { deps: IdentityDeps; claims: AccessClaims; userId: number; actor: AuditActor }): Promise<void> {
  const { deps, claims, userId, actor } = options;
  if (String(userId) === claims.sub || userId === FIRST_ADMIN_ID) throw new ApiError('validation', 'This account cannot be deleted');
  await deps.db.transaction().execute(async (trx) => {
    const user = await changeableUser(trx, claims, userId);
    const before = await userView(trx, user);
    await deps.idp.removeUser(trx, user.id);
    await deleteUserRow(trx, user.id);
    await audit(trx, actor, { action: 'Delete', targetType: 'user', targetId: user.id, channelId: user.channel_id, before });
    await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.revoked', user, { reason: 'deleted' }), userEvent('user.deleted', user)]);
  });
  await deps.sessions.revokeUser(String(userId));
  deps.outboxWritten();
}
