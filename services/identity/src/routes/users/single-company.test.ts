import { Module } from '@ea/contracts';
import { IdentityErrors } from '@ea/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCompany } from '../../testing/directory-events.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';
import { type SignedInManager, signedInUserManager } from '../../testing/user-manager.ts';

let t: IdentityTestApp;
let adminToken: string;
let admin: { authorization: string };
let manager: SignedInManager;
let preparer: number;
const NORTH = 7411;
const SOUTH = 7412;
const NORTH_CO = 91_101;
const SOUTH_CO = 91_102;
const NORTH_DELETED_CO = 91_103;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  await publishCompany(t, { id: NORTH_CO, channelId: NORTH });
  await publishCompany(t, { id: SOUTH_CO, channelId: SOUTH });
  await publishCompany(t, { id: NORTH_DELETED_CO, channelId: NORTH });
  await publishCompany(t, { id: NORTH_DELETED_CO, channelId: NORTH, deleted: true }, 'company.deleted');
  manager = await signedInUserManager(t, adminToken, NORTH, 'north-manager@example.com');
  const roles = (await t.app.inject({ url: '/api/role', headers: admin })).json() as { id: number; name: string }[];
  preparer = roles.find((r) => r.name === 'Preparer')!.id;
});
afterAll(() => t?.close());

const form = (channelId: number) => ({
  email: `user-${crypto.randomUUID().slice(0, 8)}@example.com`,
  userName: 'single',
  firstName: 'Single',
  lastName: 'Company',
  channelId,
  roles: [preparer],
  products: [Module.library],
  confirmed: true,
});
const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/user', headers, payload });
const edit = (id: number, payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers, payload });
const storedCompany = async (id: number) =>
  (await t.database.db.selectFrom('identity.users').select('single_company_id').where('id', '=', id).executeTakeFirstOrThrow())
    .single_company_id;

describe('a single company is always a live company of the user’s channel', () => {
  it('a channel’s user manager cannot point a user of its channel, or itself, at any other company (400, nothing saved)', async () => {
    const user = (await create(form(NORTH), manager.headers)).json();
    const self = { ...form(NORTH), email: 'north-manager@example.com', roles: [manager.roleId] };
    const attempts: [string, number, object][] = [
      ['another channel’s company', user.id, { ...form(NORTH), email: user.email, singleCompanyId: SOUTH_CO }],
      ['a deleted company', user.id, { ...form(NORTH), email: user.email, singleCompanyId: NORTH_DELETED_CO }],
      ['an unknown company', user.id, { ...form(NORTH), email: user.email, singleCompanyId: 999_999 }],
      ['another channel’s company, for itself', manager.user.id, { ...self, singleCompanyId: SOUTH_CO }],
    ];
    for (const [label, id, payload] of attempts) {
      const res = await edit(id, payload, manager.headers);
      expect(res.statusCode, label).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation',
        message: IdentityErrors.singleCompanyOutsideChannel,
        fields: { singleCompanyId: IdentityErrors.singleCompanyOutsideChannel },
      });
      expect(await storedCompany(id)).toBeNull();
    }
    const own = await edit(user.id, { ...form(NORTH), email: user.email, singleCompanyId: NORTH_CO }, manager.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().singleCompanyId).toBe(NORTH_CO);
    expect((await create({ ...form(NORTH), singleCompanyId: SOUTH_CO }, manager.headers)).statusCode).toBe(400);
  });

  it('an admin too gives a user only a company of the user’s channel, and moving the user checks it again', async () => {
    expect((await create({ ...form(SOUTH), singleCompanyId: NORTH_CO })).json().fields).toEqual({
      singleCompanyId: IdentityErrors.singleCompanyOutsideChannel,
    });
    const user = (await create({ ...form(SOUTH), singleCompanyId: SOUTH_CO })).json();
    expect(user.singleCompanyId).toBe(SOUTH_CO);
    const moved = await edit(user.id, { ...form(NORTH), email: user.email });
    expect(moved.json().fields).toEqual({ singleCompanyId: IdentityErrors.singleCompanyOutsideChannel });
    expect(await storedCompany(user.id)).toBe(SOUTH_CO);
  });

  it('only admins and the channel’s user managers set it: others are refused', async () => {
    const target = (await create(form(NORTH))).json();
    await createActiveUser(t, adminToken, { email: 'plain-north@example.com', channelId: NORTH });
    const plain = t.bearer((await t.login('plain-north@example.com', USER_PASSWORD)).access_token);
    expect((await edit(target.id, { ...form(NORTH), email: target.email, singleCompanyId: NORTH_CO }, plain)).statusCode).toBe(403);
    const southManager = await signedInUserManager(t, adminToken, SOUTH, 'south-manager@example.com');
    expect(
      (await edit(target.id, { ...form(NORTH), email: target.email, singleCompanyId: NORTH_CO }, southManager.headers)).statusCode,
    ).toBe(404);
    expect(await storedCompany(target.id)).toBeNull();
  });

  it('a company the directory created or moved a moment ago is judged by what the directory committed', async () => {
    const user = (await create(form(NORTH))).json();
    const fresh = 91_104;
    await publishCompany(t, { id: fresh, channelId: NORTH });
    const given = await edit(user.id, { ...form(NORTH), email: user.email, singleCompanyId: fresh }, manager.headers);
    expect(given.statusCode).toBe(200);
    expect(given.json().singleCompanyId).toBe(fresh);

    const other = (await create(form(NORTH))).json();
    await publishCompany(t, { id: fresh, channelId: SOUTH }, 'company.updated');
    const refused = await edit(other.id, { ...form(NORTH), email: other.email, singleCompanyId: fresh }, manager.headers);
    expect(refused.json().fields).toEqual({ singleCompanyId: IdentityErrors.singleCompanyOutsideChannel });
  });
});
