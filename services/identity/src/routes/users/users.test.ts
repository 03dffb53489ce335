import { Messages, Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let admin: Record<string, string>;
let roles: { id: number; name: string }[];
const NORTH = 7301;
const SOUTH = 7302;
const UNMAPPED = 7303;

const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
const valid = () => ({
  email: `user-${crypto.randomUUID().slice(0, 8)}@example.com`,
  userName: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  channelId: NORTH,
  roles: [roleId('Preparer')],
  products: [Module.library],
});

beforeAll(async () => {
  t = await startIdentityTestApp();
  admin = t.bearer((await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  await t.addChannel(UNMAPPED, 'Unmapped');
  for (const channelId of [NORTH, SOUTH]) {
    const map = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/channel-account',
      headers: admin,
      payload: { channelId, account: `acct-${channelId}` },
    });
    expect(map.statusCode).toBe(200);
  }
  roles = (await t.app.inject({ url: '/api/role', headers: admin })).json();
});
afterAll(() => t?.close());

const create = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/user', headers, payload });

describe('add user', () => {
  it('answers each missing field with the spec’s message', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Please Fill the Required Fields',
      fields: {
        email: Messages.user.emailRequired,
        userName: Messages.user.userNameRequired,
        firstName: Messages.user.firstNameRequired,
        lastName: Messages.user.lastNameRequired,
        channelId: Messages.user.channelRequired,
        roles: Messages.user.roleRequired,
        products: Messages.user.productRequired,
      },
    });
  });

  it('answers a bad email, an unknown channel, role or product with their messages', async () => {
    const res = await create({ ...valid(), email: 'not-an-email', channelId: 999_999, roles: [999_999], products: [99] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: Messages.user.emailInvalid,
      channelId: Messages.user.channelRequired,
      roles: Messages.user.roleRequired,
      products: Messages.user.productRequired,
    });
  });

  it('creates a PROVISIONED user, mirrored to the identity provider, audited and published', async () => {
    const input = valid();
    const res = await create(input);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: input.email,
      channelId: NORTH,
      channelName: 'North',
      status: 'PROVISIONED',
      activeFlag: 'Active',
      products: [Module.library],
    });
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['Preparer']);
    const link = await t.app.inject({ url: `/api/sso/user/${user.id}`, headers: admin });
    expect(link.json()).toMatchObject({ userId: user.id, account: `acct-${NORTH}` });
    const audit = await t.database.db
      .selectFrom('identity.audit_log')
      .selectAll()
      .where('action', '=', 'Create')
      .where('target_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: '1', target_type: 'user', channel_id: NORTH });
    expect((audit.after as { email: string }).email).toBe(input.email);
    const events = await t.database.db
      .selectFrom('identity.outbox')
      .select(['type', 'aggregate_id'])
      .where('aggregate_id', '=', String(user.id))
      .execute();
    expect(events.map((e) => e.type)).toEqual(['user.created']);
  });

  it('answers 409 emailexists for an address already registered, whatever its case', async () => {
    const input = valid();
    expect((await create(input)).statusCode).toBe(201);
    const again = await create({ ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'emailexists', message: 'Email Already Registered' });
  });

  it('asks for confirmation when the channel has no identity-provider account, and saves once confirmed', async () => {
    const input = { ...valid(), channelId: UNMAPPED };
    const ask = await create(input);
    expect(ask.statusCode).toBe(409);
    expect(ask.json().code).toBe('confirmationRequired');
    expect((await t.database.db.selectFrom('identity.users').select('id').where('email', '=', input.email).execute()).length).toBe(0);
    const saved = await create({ ...input, confirmed: true });
    expect(saved.statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/sso/user/${saved.json().id}`, headers: admin })).statusCode).toBe(404);
  });

  it('tells which account a channel maps to, and asks no more once the channel is mapped', async () => {
    const account = (channelId: number) => t.app.inject({ url: `/api/sso/channel-account/${channelId}`, headers: admin });
    expect((await account(NORTH)).json()).toEqual({ channelId: NORTH, account: `acct-${NORTH}` });
    const late = 7304;
    await t.addChannel(late, 'Mapped Later');
    expect((await account(late)).json()).toEqual({ channelId: late, account: null });
    expect((await create({ ...valid(), channelId: late })).statusCode).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: '/api/sso/channel-account',
      headers: admin,
      payload: { channelId: late, account: 'acct-late' },
    });
    expect((await account(late)).json()).toEqual({ channelId: late, account: 'acct-late' });
    const saved = await create({ ...valid(), channelId: late });
    expect(saved.statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/sso/user/${saved.json().id}`, headers: admin })).json()).toMatchObject({
      account: 'acct-late',
    });
    expect((await account(999_999)).statusCode).toBe(404);
    const north = await createActiveUser(t, (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token, {
      email: 'north.reader@example.com',
      channelId: NORTH,
    });
    const theirs = t.bearer((await t.login(north.email, USER_PASSWORD)).access_token);
    expect((await t.app.inject({ url: `/api/sso/channel-account/${NORTH}`, headers: theirs })).statusCode).toBe(403);
  });
});

describe('edit, list and status', () => {
  it('edits a user, re-validating and auditing a role change', async () => {
    const user = (await create(valid())).json();
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...valid(), firstName: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ firstName: Messages.user.firstNameRequired });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: admin,
      payload: { ...valid(), email: user.email, lastName: 'Smith', roles: [roleId('Reviewer')], products: [Module.easyview, Module.tsr] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ lastName: 'Smith', products: [Module.easyview, Module.tsr], roles: [{ name: 'Reviewer' }] });
    const roleChange = await t.database.db
      .selectFrom('identity.audit_log')
      .selectAll()
      .where('action', '=', 'RoleChange')
      .where('target_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(roleChange.before).toEqual({ roles: [{ id: roleId('Preparer'), name: 'Preparer' }] });
    expect(roleChange.after).toEqual({ roles: [{ id: roleId('Reviewer'), name: 'Reviewer' }] });
  });

  it('lists with filter, clientfilter, rolefilter, productId, sort, order, page and size', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const [i, channelId] of [NORTH, NORTH, SOUTH].entries()) {
      expect(
        (await create({ ...valid(), email: `list-${tag}-${i}@example.com`, channelId, products: [i === 2 ? Module.boir : Module.library] }))
          .statusCode,
      ).toBe(201);
    }
    const list = async (query: string) => (await t.app.inject({ url: `/api/user?filter=list-${tag}&${query}`, headers: admin })).json();
    const all = await list('sort=email&order=desc');
    expect(all.total).toBe(3);
    expect(all.items.map((u: { email: string }) => u.email)).toEqual([2, 1, 0].map((i) => `list-${tag}-${i}@example.com`));
    expect((await list(`clientfilter=${SOUTH}`)).items.map((u: { channelId: number }) => u.channelId)).toEqual([SOUTH]);
    expect((await list(`productId=${Module.boir}`)).total).toBe(1);
    expect((await list(`rolefilter=${roleId('Reviewer')}`)).total).toBe(0);
    expect((await list(`rolefilter=${roleId('Preparer')}`)).total).toBe(3);
    const page2 = await list('sort=email&order=asc&size=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page2.items.map((u: { email: string }) => u.email)).toEqual([`list-${tag}-2@example.com`]);
  });

  it('keeps a channel’s user manager inside its channel: others’ users are 404, granting admin is 403', async () => {
    const managerRole = (
      await t.app.inject({
        method: 'POST',
        url: '/api/role',
        headers: admin,
        payload: { name: `Manager ${crypto.randomUUID().slice(0, 4)}` },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/feature/mapping/${managerRole.id}`,
      headers: admin,
      payload: { features: ['Feature_UserManagement', 'Feature_AuditLog'] },
    });
    await createActiveUser(t, admin.authorization!.slice(7), {
      email: 'north-manager@example.com',
      channelId: NORTH,
      roles: [managerRole.id],
    });
    const manager = t.bearer((await t.login('north-manager@example.com', USER_PASSWORD)).access_token);
    const southUser = (await create({ ...valid(), channelId: SOUTH })).json();
    expect((await t.app.inject({ url: `/api/user/${southUser.id}`, headers: manager })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/user/${southUser.id}/status`, headers: manager, payload: { active: false } }))
        .statusCode,
    ).toBe(404);
    const listed = (await t.app.inject({ url: '/api/user?size=500', headers: manager })).json();
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((u: { channelId: number }) => u.channelId === NORTH)).toBe(true);
    expect((await create({ ...valid(), channelId: SOUTH }, manager)).statusCode).toBe(403);
    expect((await create({ ...valid(), admin: true }, manager)).statusCode).toBe(403);
    expect((await create(valid(), manager)).statusCode).toBe(201);
    const log = (await t.app.inject({ url: '/api/user/auditlog?limit=500', headers: manager })).json();
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.every((e: { targetId: string }) => e.targetId !== String(southUser.id))).toBe(true);
  });

  it('deactivates and reactivates a user; the Inactive flag refuses sign-in', async () => {
    const user = await createActiveUser(t, admin.authorization!.slice(7), { email: 'flag@example.com', channelId: NORTH });
    const off = await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}/status`, headers: admin, payload: { active: false } });
    expect(off.json()).toMatchObject({ activeFlag: 'Inactive', status: 'ACTIVE' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'flag@example.com', password: USER_PASSWORD },
    });
    expect(refused.json().code).toBe('accountInactive');
    const on = await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}/status`, headers: admin, payload: { active: true } });
    expect(on.json().activeFlag).toBe('Active');
    expect((await t.login('flag@example.com', USER_PASSWORD)).UserEmail).toBe('flag@example.com');
    const types = await t.database.db
      .selectFrom('identity.outbox')
      .select('type')
      .where('aggregate_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(types.map((e) => e.type)).toEqual(['user.created', 'user.revoked', 'user.updated']);
  });

  it('searches the audit log by action, type and text', async () => {
    const byAction = (await t.app.inject({ url: '/api/user/auditlog?actionfilter=RoleChange&type=user', headers: admin })).json();
    expect(byAction.total).toBeGreaterThan(0);
    expect(byAction.items.every((e: { action: string; targetType: string }) => e.action === 'RoleChange' && e.targetType === 'user')).toBe(
      true,
    );
    const bySearch = (await t.app.inject({ url: '/api/user/auditlog?search=flag@example.com&limit=2&page=1', headers: admin })).json();
    expect(bySearch.limit).toBe(2);
    expect(bySearch.items.length).toBe(2);
    expect(bySearch.total).toBeGreaterThan(2);
  });
});
