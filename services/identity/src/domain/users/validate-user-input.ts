import { type AccessClaims, ApiError, isAdmin, Messages } from '@ea/contracts';
import { ChannelArchiveMessages } from '@ea/contracts/directory';
import { ADMIN_ROLE, checkUserForm, IdentityErrors, type UserInput } from '@ea/contracts/identity';
import { findChannel } from '../../db/channels-repository.ts';
import { isLiveCompanyOf } from '../../db/companies-repository.ts';
import { findRoleByName, rolesByIds } from '../../db/roles-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import type { RoleRef } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';

export interface ValidUserInput {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  channelId: number | null;
  roles: RoleRef[];
  products: number[];
  singleCompanyId: number | null;
  admin: boolean;
}

/**
 * Checks a user form with the spec's messages (the form's own rules, checkUserForm, then whether
 * its channel and roles exist; each failing field named in `fields` of a 400), then what the
 * caller may grant: only admins create admins, hand out the Admin role or place users outside
 * their own channel. A user is not put in an archived channel (422, at the channel field).
 * `existing` is the user being edited, whose single company is checked again only when it or the
 * channel changes, and who may stay in a channel archived since.
 *
 * Who may set a single company needs no check of its own: the users routes admit only admins and
 * user managers (Feature_UserManagement, never reviewer-only), and a manager edits only users of
 * its own channel and keeps them there (404 and 403 otherwise), so the company, checked against
 * the user's channel, is always one of the manager's own channel.
 */
export async function validateUserInput(
  db: IdentityExecutor,
  claims: AccessClaims,
  input: UserInput,
  existing?: UserRow,
): Promise<ValidUserInput> {
  const { fields, messages } = checkUserForm(input);
  const { channelId } = fields;
  const channel = channelId !== null && !messages.channelId ? await findChannel(db, channelId) : undefined;
  if (channelId !== null && !messages.channelId && !channel) messages.channelId = Messages.user.channelRequired;
  const roles = await rolesByIds(db, fields.roles);
  if (roles.length !== fields.roles.length) messages.roles = Messages.user.roleRequired;
  // The Admin role and the admin flag are one thing: holding the role makes an administrator, and
  // the flag (a users import's Admin column) hands out the role. Admins may stand outside channels.
  const admin = fields.admin || roles.some((r) => r.name === ADMIN_ROLE);
  if (admin && channelId === null && messages.channelId === Messages.user.channelRequired) delete messages.channelId;
  if (Object.keys(messages).length > 0) throw new ApiError('validation', undefined, messages);
  if (admin && !roles.some((r) => r.name === ADMIN_ROLE)) {
    const adminRole = await findRoleByName(db, ADMIN_ROLE);
    if (adminRole) roles.push(adminRole);
  }

  if (!isAdmin(claims)) {
    if (admin || channelId !== claims.channelId) throw new ApiError('forbidden');
  }
  // An archived channel takes no new user; a user already in it stays there and can still be edited.
  if (channel?.archived && channelId !== (existing?.channel_id ?? null)) {
    const message = ChannelArchiveMessages.usersIntoArchived;
    throw new ApiError('unprocessable', message, { channelId: message });
  }
  const singleCompanyId = input.singleCompanyId ?? null;
  const companyChanged = singleCompanyId !== (existing?.single_company_id ?? null) || channelId !== (existing?.channel_id ?? null);
  if (singleCompanyId !== null && companyChanged && !(await isLiveCompanyOf(db, singleCompanyId, channelId))) {
    throw new ApiError('validation', IdentityErrors.singleCompanyOutsideChannel, {
      singleCompanyId: IdentityErrors.singleCompanyOutsideChannel,
    });
  }
  return { ...fields, admin, roles, singleCompanyId };
}
