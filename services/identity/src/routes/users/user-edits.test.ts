import { Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCompany } from '../../testing/directory-events.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { type SignedInManager, signedInUserManager } from '../../testing/user-manager.ts';

let t: IdentityTestApp;
let adminToken: string;
let admin: { authorization: string };
let manager: SignedInManager;
let roles: { id: number; name: string }[];
const NORTH = 7421;
const NORTH_CO = 92_101;

const roleId = (name: string) => roles.find((r) => r.name === name)!.id;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(NORTH, 'North');
  await publishCompany(t, { id: NORTH_CO, channelId: NORTH });
  manager = await signedInUserManager(t, adminToken, NORTH, 'edits-manager@example.com');
  roles = (await t.app.inject({ url: '/api/role', headers: admin })).json();
});
afterAll(() => t?.close());

/** What the edit form shows and sends: the spec's user fields, nothing else. */
const formFields = (user: { email: string; channelId: number | null; roles: { id: number }[]; products: number[] }) => ({
  email: user.email,
  userName: 'kept',
  firstName: 'Kept',
  lastName: 'User',
  channelId: user.channelId,
  roles: user.roles.map((r) => r.id),
  products: user.products,
});
const create = async (payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: {
      email: `edit-${crypto.randomUUID().slice(0, 8)}@example.com`,
      userName: 'kept',
      firstName: 'Kept',
      lastName: 'User',
      channelId: NORTH,
      roles: [roleId('Preparer')],
      products: [Module.library],
      confirmed: true,
      ...payload,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const edit = (id: number, payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers, payload });

describe('an edit changes only what it sends', () => {
  it('saving an admin or a single-company user without those fields keeps the admin flag and the single company', async () => {
    const adminUser = await create({ admin: true });
    const reviewer = await create({ singleCompanyId: NORTH_CO });
    expect([adminUser.admin, reviewer.singleCompanyId]).toEqual([true, NORTH_CO]);
    const savedAdmin = await edit(adminUser.id, formFields(adminUser));
    expect(savedAdmin.statusCode).toBe(200);
    expect(savedAdmin.json().admin).toBe(true);
    const savedReviewer = await edit(reviewer.id, formFields(reviewer));
    expect(savedReviewer.statusCode).toBe(200);
    expect(savedReviewer.json().singleCompanyId).toBe(NORTH_CO);
  });

  it('a field left out keeps its value; a field sent, even empty, is checked', async () => {
    const user = await create({ products: [Module.library, Module.tsr] });
    const renamed = await edit(user.id, { lastName: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      email: user.email,
      lastName: 'Renamed',
      channelId: NORTH,
      products: [Module.library, Module.tsr],
    });
    expect(renamed.json().roles).toEqual(user.roles);
    expect((await edit(user.id, { roles: [] })).json().fields).toEqual({ roles: 'Please select at least one role' });
  });

  it('null clears the single company; 0 is refused, never taken for null', async () => {
    const reviewer = await create({ singleCompanyId: NORTH_CO });
    const zero = await edit(reviewer.id, { ...formFields(reviewer), singleCompanyId: 0 });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().fields)).toEqual(['singleCompanyId']);
    expect((await t.app.inject({ url: `/api/user/${reviewer.id}`, headers: admin })).json().singleCompanyId).toBe(NORTH_CO);
    const cleared = await edit(reviewer.id, { ...formFields(reviewer), singleCompanyId: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().singleCompanyId).toBeNull();
    const stored = await t.database.db
      .selectFrom('identity.users')
      .select('single_company_id')
      .where('id', '=', reviewer.id)
      .executeTakeFirstOrThrow();
    expect(stored.single_company_id).toBeNull();
  });
});

describe('only admins change admins', () => {
  it('a channel’s user manager cannot edit, demote, suspend or delete an admin of its channel, nor a holder of the Admin role', async () => {
    const flagged = await create({ admin: true });
    const roleHolder = await create({ roles: [roleId('Admin')] });
    for (const target of [flagged, roleHolder]) {
      const attempts = [
        edit(target.id, { ...formFields(target), admin: false }, manager.headers),
        edit(target.id, { ...formFields(target), roles: [roleId('Preparer')] }, manager.headers),
        edit(target.id, { lastName: 'Changed' }, manager.headers),
        t.app.inject({ method: 'PATCH', url: `/api/user/${target.id}/status`, headers: manager.headers, payload: { active: false } }),
        t.app.inject({ method: 'PATCH', url: `/api/user/${target.id}/status`, headers: manager.headers, payload: { status: 'SUSPENDED' } }),
        t.app.inject({ method: 'POST', url: '/api/okta-activation-email', headers: manager.headers, payload: { userId: target.id } }),
        t.app.inject({ method: 'DELETE', url: `/api/user/${target.id}`, headers: manager.headers }),
      ];
      for (const [index, res] of (await Promise.all(attempts)).entries()) {
        expect(res.statusCode, `attempt ${index} on user ${target.id}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      const now = (await t.app.inject({ url: `/api/user/${target.id}`, headers: admin })).json();
      expect(now).toMatchObject({
        admin: target.admin,
        roles: target.roles,
        lastName: target.lastName,
        activeFlag: 'Active',
        status: target.status,
      });
    }
    // The flag and the Admin role are one thing: an admin demotes by taking the role away.
    const demoted = await edit(flagged.id, { ...formFields(flagged), roles: [roleId('Preparer')] });
    expect(demoted.json().admin).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${roleHolder.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('a manager still edits the other users of its channel', async () => {
    const user = await create({});
    const res = await edit(user.id, { ...formFields(user), lastName: 'Managed' }, manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().lastName).toBe('Managed');
  });
});
