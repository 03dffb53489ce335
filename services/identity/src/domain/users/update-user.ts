import { ApiError } from '@ea/contracts';
import type { UserInput, UserView } from '@ea/contracts/identity';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findUserByEmail, findUserById, updateUser as updateUserRow } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { sameAccess, userAccess } from '../auth/user-access.ts';
import { confirmChannelMapping } from './confirm-channel-mapping.ts';
import { saveUserAccess } from './save-user-access.ts';
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
    // Not carried over: admin follows the roles (the Admin role), so unticking it ends admin rights.
    ...given,
  };
}

/**
 * Edits a user (same rules as create: a user moved to an archived channel is refused, one already
 * in it stays); a change of roles is also audited as a RoleChange. Only
 * admins edit admins. When the edit changes what the user's access token says (admin flag, roles
 * and their features, products, channel, single company), the user's live access tokens stop at
 * once; its refresh tokens stay, so its next refresh brings a token with the new rights.
 */
export async function updateUser(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { id: number; user: UserInput },
): Promise<UserView> {
  const { id, user: body } = input;
  const edited = await findUserById(deps.db, id);
  await deps.directory.readYourWrites({
    channelId: body.channelId,
    // A user moved to another channel is added to it.
    addsUsers: body.channelId !== undefined && body.channelId !== (edited?.channel_id ?? null),
    company:
      typeof body.singleCompanyId === 'number'
        ? { id: body.singleCompanyId, channelId: body.channelId !== undefined ? body.channelId : (edited?.channel_id ?? null) }
        : undefined,
  });
  const { view, accessChanged } = await commitChange(deps, caller.actor, async (trx) => {
    const existing = await changeableUser(trx, caller.claims, id);
    const before = await userView(trx, existing);
    const accessBefore = await userAccess(trx, existing);
    const valid = await validateUserInput(trx, caller.claims, editedInput(before, body), existing);
    const sameEmail = await findUserByEmail(trx, valid.email);
    if (sameEmail && sameEmail.id !== existing.id) throw new ApiError('emailexists');
    if (valid.channelId !== existing.channel_id) await confirmChannelMapping(trx, deps.idp, valid.channelId, body.confirmed);
    const user = await updateUserRow(trx, existing.id, {
      email: valid.email,
      user_name: valid.userName,
      first_name: valid.firstName,
      last_name: valid.lastName,
      channel_id: valid.channelId,
      admin: valid.admin,
      single_company_id: valid.singleCompanyId,
      ...(body.brand ? { brand: body.brand } : {}),
    });
    const after = await saveUserAccess(trx, deps.idp, user, valid);
    const target = { targetType: 'user', targetId: user.id, channelId: user.channel_id };
    const audit: AuditEntry[] = [{ action: 'Update', ...target, before, after }];
    const roleNames = (v: UserView) => v.roles.map((r) => r.name).join(',');
    if (roleNames(before) !== roleNames(after)) {
      audit.push({ action: IdentityAuditActions.roleChange, ...target, before: { roles: before.roles }, after: { roles: after.roles } });
    }
    return {
      result: { view: after, accessChanged: !sameAccess(accessBefore, await userAccess(trx, user)) },
      records: { audit, events: [userEvent('user.updated', user)] },
    };
  });
  // After the commit: a refresh racing with it then reads the new rights, or is revoked too.
  if (accessChanged) await revokeAccessTokens(deps.sessions, [id]);
  return view;
}
