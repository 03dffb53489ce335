import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import type { UserView } from '@ea/contracts/identity';
import type { IdentityTestApp } from './identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from './test-users.ts';

export interface SignedInManager {
  user: UserView;
  /** Bearer header of the manager's session. */
  headers: { authorization: string };
  roleId: number;
}

/** A channel's user manager: a new role granting Feature_UserManagement, an active user of the channel holding it, signed in. */
export async function signedInUserManager(
  t: IdentityTestApp,
  adminToken: string,
  channelId: number,
  email: string,
): Promise<SignedInManager> {
  const admin = t.bearer(adminToken);
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/role',
    headers: admin,
    payload: { name: `Manager ${crypto.randomUUID().slice(0, 6)}` },
  });
  const roleId = role.json().id as number;
  await t.app.inject({
    method: 'PUT',
    url: `/api/feature/mapping/${roleId}`,
    headers: admin,
    payload: { features: [FEATURE_USER_MANAGEMENT] },
  });
  const user = await createActiveUser(t, adminToken, { email, channelId, roles: [roleId] });
  return { user, headers: t.bearer((await t.login(email, USER_PASSWORD)).access_token), roleId };
}
