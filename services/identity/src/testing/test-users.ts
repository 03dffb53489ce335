import { Module } from '@ea/contracts';
import type { UserInput, UserView } from '@ea/contracts/identity';
import type { IdentityTestApp } from './identity-test-app.ts';
import { lastMailTo } from './read-mail.ts';

export const USER_PASSWORD = 'Str0ng-Passw0rd!';

/**
 * Adds a user through the API as the given admin, then activates it the way a person does: the
 * set-user-password link from the activation email.
 */
export async function createActiveUser(
  t: IdentityTestApp,
  adminToken: string,
  input: Partial<UserInput> & { email: string },
  password = USER_PASSWORD,
): Promise<UserView> {
  const roles = (await t.app.inject({ url: '/api/role', headers: t.bearer(adminToken) })).json() as { id: number; name: string }[];
  const preparer = roles.find((r) => r.name === 'Preparer')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: t.bearer(adminToken),
    payload: {
      userName: input.email.split('@')[0],
      firstName: 'Test',
      lastName: 'User',
      roles: [preparer.id],
      products: [Module.library],
      confirmed: true,
      ...input,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create user answered ${res.statusCode} ${res.body}`);
  const { link } = await lastMailTo(t.mailDir, input.email);
  const token = new URL(link!).searchParams.get('token')!;
  const set = await t.app.inject({ method: 'POST', url: '/api/auth/set-user-password', payload: { token, password } });
  if (set.statusCode !== 200) throw new Error(`set-user-password answered ${set.statusCode} ${set.body}`);
  return res.json();
}
