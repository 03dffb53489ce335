import { type AccessClaims, ApiError, isAdmin, isModuleId, Messages, Patterns, type UserInput } from '@ea/contracts';
import { findChannel } from '../../db/channels-repository.ts';
import { isLiveCompanyOf } from '../../db/companies-repository.ts';
import type { IdentityExecutor } from '../../db/identity-database.ts';
import { rolesByIds } from '../../db/roles-repository.ts';
import type { RoleRef } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';
import { ADMIN_ROLE } from '../first-admin.ts';

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

/** The single company must be a live company of the user's channel. */
export const SINGLE_COMPANY_OUTSIDE_CHANNEL = 'Please select a company of the user’s channel';

/**
 * Checks a user form with the spec's messages (each failing field named in `fields` of a 400),
 * then what the caller may grant: only admins create admins, hand out the Admin role or place
 * users outside their own channel. `existing` is the user being edited, whose single company is
 * checked again only when it or the channel changes.
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
  const fields: Record<string, string> = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  const email = text(input.email).toLowerCase();
  if (!email) fields.email = Messages.user.emailRequired;
  else if (!Patterns.email.test(email)) fields.email = Messages.user.emailInvalid;
  const userName = text(input.userName);
  if (!userName) fields.userName = Messages.user.userNameRequired;
  const firstName = text(input.firstName);
  if (!firstName) fields.firstName = Messages.user.firstNameRequired;
  const lastName = text(input.lastName);
  if (!lastName) fields.lastName = Messages.user.lastNameRequired;
  const admin = input.admin === true;
  const channelId = input.channelId ?? null;
  // Admin accounts may stand outside every channel; everyone else belongs to a known one.
  if (channelId === null ? !admin : !(await findChannel(db, channelId))) fields.channelId = Messages.user.channelRequired;
  const roleIds = [...new Set(input.roles ?? [])];
  const roles = await rolesByIds(db, roleIds);
  if (roleIds.length === 0 || roles.length !== roleIds.length) fields.roles = Messages.user.roleRequired;
  const products = [...new Set(input.products ?? [])].sort((a, b) => a - b);
  if (products.length === 0 || !products.every(isModuleId)) fields.products = Messages.user.productRequired;
  if (Object.keys(fields).length > 0) throw new ApiError('validation', undefined, fields);

  if (!isAdmin(claims)) {
    const grantsAdmin = admin || roles.some((r) => r.name === ADMIN_ROLE);
    if (grantsAdmin || channelId !== claims.channelId) throw new ApiError('forbidden');
  }
  const singleCompanyId = input.singleCompanyId ?? null;
  const companyChanged = singleCompanyId !== (existing?.single_company_id ?? null) || channelId !== (existing?.channel_id ?? null);
  if (singleCompanyId !== null && companyChanged && !(await isLiveCompanyOf(db, singleCompanyId, channelId))) {
    throw new ApiError('validation', SINGLE_COMPANY_OUTSIDE_CHANNEL, { singleCompanyId: SINGLE_COMPANY_OUTSIDE_CHANNEL });
  }
  return { email, userName, firstName, lastName, channelId, roles, products, singleCompanyId, admin };
}
