import type { Invitation, UserView } from '@ea/contracts/identity';
import { channelNames } from '../../db/channels-repository.ts';
import { type ActivationLinkRow, latestActivationLinks } from '../../db/password-tokens-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { productsOfUsers } from '../../db/user-products-repository.ts';
import { rolesOfUsers } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';
import { asBrand } from '../auth/brand.ts';
import { isLocked } from '../auth/sign-in-lockout.ts';

/** A user who has not chosen a password yet still has an invitation open or lapsed; everyone else has activated. */
const awaitsActivation = (user: UserRow) => user.status === 'STAGED' || user.status === 'PROVISIONED';

/** Where the user's invitation stands, from its status and its newest activation link (see InvitationSchema). */
export function invitationOf(user: UserRow, link: ActivationLinkRow | undefined, now: Date = new Date()): Invitation {
  const sent = { sentAt: link?.created_at.toISOString() ?? null, expiresAt: link?.expires_at.toISOString() ?? null };
  if (!awaitsActivation(user)) return { state: 'activated', ...sent };
  if (!link) return { state: 'notSent', ...sent };
  // A used link of a user still awaiting activation was voided (an admin's reset); it opens nothing.
  const open = link.used_at === null && link.expires_at.getTime() > now.getTime();
  return { state: open ? 'pending' : 'expired', ...sent };
}

/** The API shape of users, with their roles, products, channel names and activation links loaded in four queries. */
export async function userViews(db: IdentityExecutor, users: UserRow[]): Promise<UserView[]> {
  const ids = users.map((u) => u.id);
  const channelIds = [...new Set(users.flatMap((u) => (u.channel_id === null ? [] : [u.channel_id])))];
  const [roles, products, channels, links] = await Promise.all([
    rolesOfUsers(db, ids),
    productsOfUsers(db, ids),
    channelNames(db, channelIds),
    latestActivationLinks(db, ids),
  ]);
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    userName: u.user_name,
    firstName: u.first_name,
    lastName: u.last_name,
    channelId: u.channel_id,
    channelName: u.channel_id === null ? null : (channels.get(u.channel_id) ?? null),
    roles: roles.get(u.id) ?? [],
    products: products.get(u.id) ?? [],
    status: u.status,
    activeFlag: u.active ? 'Active' : 'Inactive',
    locked: isLocked(u),
    admin: u.admin,
    singleCompanyId: u.single_company_id,
    brand: asBrand(u.brand),
    mfa: { emailCode: u.email_otp_enabled, authenticator: u.totp_secret !== null },
    lastSignInAt: u.last_sign_in_at?.toISOString() ?? null,
    invitation: invitationOf(u, links.get(u.id)),
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
  }));
}

export async function userView(db: IdentityExecutor, user: UserRow): Promise<UserView> {
  return (await userViews(db, [user]))[0]!;
}
