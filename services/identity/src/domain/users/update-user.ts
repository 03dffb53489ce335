import { type AccessClaims, ApiError, type UserInput, type UserView } from '@ea/contracts';
import { appendEvents } from '@ea/events';
import type { AuditActor } from '@ea/service-kit';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import { findUserByEmail, findUserById, updateUser as updateUserRow } from '../../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../../migrations/identity-migrations.ts';
import { audit, IdentityAuditActions } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeAccessTokens } from '../revoke-user.ts';
import { sameAccess, userAccess } from '../user-access.ts';
import { userEvent } from '../user-events.ts';
import { confirmChannelMapping } from './confirm-channel-mapping.ts';
import { userView } from './user-view.ts';
import { validateUserInput } from './validate-user-input.ts';
import { changeableUser } from './visible-user.ts';

/**
 * The edited user as the form would show it, with the fields the body carries put over it: a
 * field the body leaves out keeps its value (the edit form does not carry every field), and null
 * is a value ("no channel", "no single company").
 */
function editedInput(current: UserView, input: UserInput): UserInput {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return {
    email: current.email,
    userName: current.userName,
    firstName: current.firstName,
    lastName: current.lastName,
    channelId: current.channelId,
    roles: current.roles.map((role) => role.id),
    products: current.products,
    singleCompanyId: current.singleCompanyId,
    admin: current.admin,
    ...given,
  };
}

/**
 * Edits a user (same rules as create); a change of roles is also audited as a RoleChange. Only
 * admins edit admins. When the edit changes what the user's access token says (admin flag, roles
 * and their features, products, channel, single company), the user's live access tokens stop at
 * once; its refresh tokens stay, so its next refresh brings a token with the new rights.
 */
export async function updateUser(options: {
  deps: IdentityDeps;
  claims: AccessClaims;
  userId: number;
  input: UserInput;
  actor: AuditActor;
}): Promise<UserView> {
  const { deps, claims, userId, input, actor } = options;
  const target = await findUserById(deps.db, userId);
  await deps.directory.readYourWrites({
    channelId: input.channelId,
    company:
      typeof input.singleCompanyId === 'number'
        ? { id: input.singleCompanyId, channelId: input.channelId !== undefined ? input.channelId : (target?.channel_id ?? null) }
        : undefined,
  });
  const { view, accessChanged } = await deps.db.transaction().execute(async (trx) => {
    const existing = await changeableUser(trx, claims, userId);
    const before = await userView(trx, existing);
    const accessBefore = await userAccess(trx, existing);
    const valid = await validateUserInput(trx, claims, editedInput(before, input), existing);
    const sameEmail = await findUserByEmail(trx, valid.email);
    if (sameEmail && sameEmail.id !== existing.id) throw new ApiError('emailexists');
    if (valid.channelId !== existing.channel_id) await confirmChannelMapping(trx, deps.idp, valid.channelId, input.confirmed);
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
    return { view: after, accessChanged: !sameAccess(accessBefore, await userAccess(trx, user)) };
  });
  // After the commit: a refresh racing with it then reads the new rights, or is revoked too.
  if (accessChanged) await revokeAccessTokens(deps.sessions, [userId]);
  deps.outboxWritten();
  return view;
}
