import type { UserView } from '@ea/contracts/identity';
import { channelNames } from '../../db/channels-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { productsOfUsers } from '../../db/user-products-repository.ts';
import { rolesOfUsers } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';
import { asBrand } from '../auth/brand.ts';
import { isLocked } from '../auth/sign-in-lockout.ts';

/** The API shape of users, with their roles, products and channel names loaded in three queries. */
export async function userViews(db: IdentityExecutor, users: UserRow[]): Promise<UserView[]> {
  const ids = users.map((u) => u.id);
  const channelIds = [...new Set(users.flatMap((u) => (u.channel_id === null ? [] : [u.channel_id])))];
  const [roles, products, channels] = await Promise.all([rolesOfUsers(db, ids), productsOfUsers(db, ids), channelNames(db, channelIds)]);
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
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
  }));
}

export async function userView(db: IdentityExecutor, user: UserRow): Promise<UserView> {
  return (await userViews(db, [user]))[0]!;
}
