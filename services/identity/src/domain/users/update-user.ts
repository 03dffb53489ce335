import { type AccessClaims, ApiError, type UserInput, type UserView } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import { findUserByEmail, updateUser as updateUserRow } from '../../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit, IdentityAuditActions } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { userEvent } from '../user-events.ts';
import { confirmChannelMapping } from './confirm-channel-mapping.ts';
import { userView } from './user-view.ts';
import { validateUserInput } from './validate-user-input.ts';
import { visibleUser } from './visible-user.ts';

/** Edits a user (same rules as create); a change of roles is also audited as a RoleChange. */
export async function updateUser(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  input: UserInput;
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, userId, input, actor } = options;
  const view = await deps.db.transaction().execute(async (trx) => {
    const existing = await visibleUser(trx, claims, userId);
    const valid = await validateUserInput(trx, claims, input);
    const sameEmail = await findUserByEmail(trx, valid.email);
    if (sameEmail && sameEmail.id !== existing.id) throw new ApiError('emailexists');
    if (valid.channelId !== existing.channel_id) await confirmChannelMapping(trx, deps.idp, valid.channelId, input.confirmed);
    const before = await userView(trx, existing);
    const user = await updateUserRow(trx, existing.id, {
      email: valid.email,
      user_name: valid.userName,
      first_name: valid.firstName,
      last_name: valid.lastName,
      channel_id: valid.channelId,
      admin: valid.admin,
      single_company_id: valid.singleCompanyId,
      ...(input.brand ? { brand: input.brand } : {}),
    });
    await setUserRoles(
      trx,
      user.id,
      valid.roles.map((r) => r.id),
    );
    await setUserProducts(trx, user.id, valid.products);
    await deps.idp.syncUser(trx, user);
    const after = await userView(trx, user);
    await audit(trx, actor, { action: 'Update', targetType: 'user', targetId: user.id, channelId: user.channel_id, before, after });
    const roleNames = (v: UserView) => v.roles.map((r) => r.name).join(',');
    if (roleNames(before) !== roleNames(after)) {
      await audit(trx, actor, {
        action: IdentityAuditActions.roleChange,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { roles: before.roles },
        after: { roles: after.roles },
      });
    }
    await appendEvents(trx, IDENTITY_SCHEMA, [userEvent('user.updated', user)]);
    return after;
  });
  deps.outboxWritten();
  return view;
}
