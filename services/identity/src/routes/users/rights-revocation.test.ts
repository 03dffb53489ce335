import { FEATURE_USER_MANAGEMENT, Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCompany } from '../../testing/directory-events.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp, tokenPayload } from '../../testing/identity-test-app.ts';
import { withRefreshCookie } from '../../testing/refresh-cookie.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
let admin: { authorization: string };
let roles: { id: number; name: string }[];
const NORTH = 7431;
const SOUTH = 7432;
const NORTH_CO = 93_101;

const roleId = (name: string) => roles.find((r) => r.name === name)!.id;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  await publishCompany(t, { id: NORTH_CO, channelId: NORTH });
  roles = (await t.app.inject({ url: '/api/role', headers: admin })).json();
});
afterAll(() => t?.close());

/** The edit form's fields of a user as created here, for edits that send a whole form. */
const formOf = (user: {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  roles: { id: number }[];
  products: number[];
}) => ({
  email: user.email,
  userName: user.userName,
  firstName: user.firstName,
  lastName: user.lastName,
  channelId: NORTH,
  roles: user.roles.map((r) => r.id),
  products: user.products,
});

/** An active user of NORTH, signed in: its access token and refresh token. */
async function signedInUser(input: { roles?: number[] } = {}) {
  const email = `rights-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const user = await createActiveUser(t, adminToken, { email, channelId: NORTH, ...input });
  const session = await t.login(email, USER_PASSWORD);
  return { user, access: session.access_token, refreshToken: session.refreshToken };
}

const selfService = (token: string) => t.app.inject({ url: '/api/mfa', headers: t.bearer(token) });

/** The status a token gets once the revocation has travelled through Redis to the guard's own list, as to another process. */
async function settledStatus(token: string, until: (status: number) => boolean): Promise<number> {
  let status = (await selfService(token)).statusCode;
  for (let i = 0; i < 100 && !until(status); i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await selfService(token)).statusCode;
  }
  return status;
}

const refresh = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: withRefreshCookie(token) });

describe('a change of rights stops live access tokens at once', () => {
  const changes: [string, () => object, (claims: Record<string, unknown>) => unknown, unknown][] = [
    ['admin flag', () => ({ admin: true }), (c) => c.admin, true],
    ['roles', () => ({ roles: [roleId('Reviewer')] }), (c) => c.roles, ['Reviewer']],
    ['products', () => ({ products: [Module.library, Module.tsr] }), (c) => c.modules, [Module.library, Module.tsr]],
    ['channel', () => ({ channelId: SOUTH, confirmed: true }), (c) => c.channelId, SOUTH],
    ['single company', () => ({ singleCompanyId: NORTH_CO }), (c) => c.singleCompanyId, NORTH_CO],
  ];
  it.each(changes)(
    '%s: the old token is refused, the refresh token gives one with the new rights',
    async (_label, change, read, expected) => {
      const { user, access, refreshToken } = await signedInUser();
      expect((await selfService(access)).statusCode).toBe(200);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${user.id}`,
        headers: admin,
        payload: { ...formOf(user), ...change() },
      });
      expect(saved.statusCode).toBe(200);
      expect(await settledStatus(access, (s) => s === 401)).toBe(401);
      const renewed = await refresh(refreshToken);
      expect(renewed.statusCode).toBe(200);
      const token = renewed.json().access_token as string;
      expect(read(tokenPayload(token))).toEqual(expected);
      expect((await selfService(token)).statusCode).toBe(200);
    },
  );

  it('an edit that changes no right leaves the live token working', async () => {
    const { user, access } = await signedInUser();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...formOf(user), lastName: 'Renamed' },
    });
    expect(saved.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await selfService(access)).statusCode).toBe(200);
  });

  it('a change of a role’s features stops the live tokens of the role’s users', async () => {
    const role = (
      await t.app.inject({
        method: 'POST',
        url: '/api/role',
        headers: admin,
        payload: { name: `Rights ${crypto.randomUUID().slice(0, 6)}` },
      })
    ).json();
    const map = (features: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/feature/mapping/${role.id}`, headers: admin, payload: { features } });
    expect((await map([FEATURE_USER_MANAGEMENT])).statusCode).toBe(200);
    const holder = await signedInUser({ roles: [role.id] });
    const bystander = await signedInUser();
    expect((await t.app.inject({ url: '/api/user', headers: t.bearer(holder.access) })).statusCode).toBe(200);
    expect((await map([])).statusCode).toBe(200);
    expect(await settledStatus(holder.access, (s) => s === 401)).toBe(401);
    const renewed = (await refresh(holder.refreshToken)).json().access_token as string;
    expect((await t.app.inject({ url: '/api/user', headers: t.bearer(renewed) })).statusCode).toBe(403);
    expect((await selfService(bystander.access)).statusCode).toBe(200);
  });
});

describe('a change of status stops live access tokens at once', () => {
  it('moving an ACTIVE user back to STAGED refuses its access token and its refresh token', async () => {
    const { user, access, refreshToken } = await signedInUser();
    const staged = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${user.id}/status`,
      headers: admin,
      payload: { status: 'STAGED' },
    });
    expect(staged.json().status).toBe('STAGED');
    expect(await settledStatus(access, (s) => s === 401)).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const types = await t.database.db
      .selectFrom('identity.outbox')
      .select('type')
      .where('aggregate_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(types.map((e) => e.type).at(-1)).toBe('user.revoked');
  });
});
