import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { ADMIN_ROLE, IdentityErrors, type UserView } from '@ea/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
let roles: { id: number; name: string }[];
const CHANNEL = 7501;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Admin Role Channel');
  roles = (await t.app.inject({ url: '/api/role', headers: t.bearer(adminToken) })).json();
});
afterAll(() => t?.close());

const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });

describe('the Admin role and the admin flag are one thing', () => {
  it('makes a holder of the Admin role an administrator, and ends it when the role is taken away', async () => {
    const user = await createActiveUser(t, adminToken, {
      email: 'role.admin@example.com',
      channelId: CHANNEL,
      roles: [roleId(ADMIN_ROLE)],
    });
    expect(user.admin).toBe(true);
    expect((await t.login('role.admin@example.com', USER_PASSWORD)).Admin).toBe(true);

    const demoted = await call('PUT', `/api/user/${user.id}`, { roles: [roleId('Preparer')], confirmed: true });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json<UserView>()).toMatchObject({ admin: false, roles: [{ name: 'Preparer' }] });
    expect((await t.login('role.admin@example.com', USER_PASSWORD)).Admin).toBe(false);
  });

  it('hands the Admin role to a user flagged admin, so the two never disagree', async () => {
    const user = await createActiveUser(t, adminToken, { email: 'flag.admin@example.com', channelId: CHANNEL, admin: true });
    expect(user.admin).toBe(true);
    expect(user.roles.map((r) => r.name).sort()).toEqual([ADMIN_ROLE, 'Preparer']);
    // An edit that leaves the roles alone keeps the administrator.
    const renamed = await call('PUT', `/api/user/${user.id}`, { lastName: 'Renamed', confirmed: true });
    expect(renamed.json<UserView>()).toMatchObject({ admin: true, lastName: 'Renamed' });
  });

  it('keeps the Admin role’s features out of reach: administrators hold every feature', async () => {
    const refused = await call('PUT', `/api/feature/mapping/${roleId(ADMIN_ROLE)}`, { features: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: IdentityErrors.builtInRole(ADMIN_ROLE) });
    const mapping = (await call('GET', '/api/feature/mapping')).json() as { roleName: string; features: string[] }[];
    expect(mapping.find((m) => m.roleName === ADMIN_ROLE)?.features).toContain(FEATURE_USER_MANAGEMENT);
  });

  it('lets no user manager hand out the Admin role or the flag', async () => {
    const managerRole = (await call('POST', '/api/role', { name: 'Admin Test Manager' })).json();
    await call('PUT', `/api/feature/mapping/${managerRole.id}`, { features: [FEATURE_USER_MANAGEMENT] });
    await createActiveUser(t, adminToken, { email: 'manager@example.com', channelId: CHANNEL, roles: [managerRole.id] });
    const manager = (await t.login('manager@example.com', USER_PASSWORD)).access_token;
    const base = { userName: 'x', firstName: 'X', lastName: 'Y', channelId: CHANNEL, products: [5], confirmed: true };
    const byRole = await call('POST', '/api/user', { ...base, email: 'r@example.com', roles: [roleId(ADMIN_ROLE)] }, manager);
    const byFlag = await call('POST', '/api/user', { ...base, email: 'f@example.com', roles: [roleId('Preparer')], admin: true }, manager);
    expect([byRole.statusCode, byFlag.statusCode]).toEqual([403, 403]);
  });
});
