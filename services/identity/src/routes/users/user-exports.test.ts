import { AuditLogMessages, Module } from '@ea/contracts';
import { readCsvRows, readXlsxRows } from '@ea/workbook/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';
import { type SignedInManager, signedInUserManager } from '../../testing/user-manager.ts';

let t: IdentityTestApp;
let adminToken: string;
let admin: Record<string, string>;
let manager: SignedInManager;
const NORTH = 7401;
const SOUTH = 7402;

const today = () => new Date().toISOString().slice(0, 10);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function addUser(email: string, channelId: number, firstName: string, lastName: string) {
  const roles = (await get('/api/role', admin)).json() as { id: number; name: string }[];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: {
      email,
      userName: email.split('@')[0],
      firstName,
      lastName,
      channelId,
      roles: [roles.find((r) => r.name === 'Preparer')!.id],
      products: [Module.library],
      confirmed: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  manager = await signedInUserManager(t, adminToken, NORTH, 'manager.north@example.com');
  await addUser('ann.smith@example.com', NORTH, 'Ann', 'Smith');
  await addUser('bob.smith@example.com', NORTH, 'Bob', 'Smith');
  await addUser('carl.jones@example.com', NORTH, 'Carl', 'Jones');
  await addUser('dana.smith@example.com', SOUTH, 'Dana', 'Smith');
});
afterAll(() => t?.close());

describe('users list export', () => {
  it('exports as CSV exactly the rows the filtered, sorted list holds, within the manager’s channel', async () => {
    const list = (await get('/api/user?filter=smith&sort=email&order=desc&size=10', manager.headers)).json();
    const res = await get('/api/user/export?as=csv&filter=smith&sort=email&order=desc', manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-${today()}.csv"`);
    const rows = readCsvRows(res.rawPayload);
    expect(rows[0]).toEqual(['Email', 'User name', 'Name', 'Channel', 'Roles', 'Status']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((u: { email: string }) => u.email));
    expect(rows.slice(1)).toEqual([
      ['bob.smith@example.com', 'bob.smith', 'Bob Smith', 'North', 'Preparer', 'Invitation pending'],
      ['ann.smith@example.com', 'ann.smith', 'Ann Smith', 'North', 'Preparer', 'Invitation pending'],
    ]);
  });

  it('never exports another channel’s users, even when the channel filter names it', async () => {
    const res = await get(`/api/user/export?as=xlsx&clientfilter=${SOUTH}`, manager.headers);
    expect(res.statusCode).toBe(200);
    expect(await readXlsxRows(res.rawPayload)).toEqual([['Email', 'User name', 'Name', 'Channel', 'Roles', 'Status']]);
    const all = await readXlsxRows((await get('/api/user/export?as=xlsx&filter=smith', admin)).rawPayload);
    expect(all.slice(1).map((row) => row[0])).toEqual(['ann.smith@example.com', 'bob.smith@example.com', 'dana.smith@example.com']);
  });

  it('audits the export as a Read of users in the manager’s channel', async () => {
    await get('/api/user/export?as=csv&filter=jones', manager.headers);
    const entry = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'Read')
      .where('target_type', '=', 'user')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: String(manager.user.id), channel_id: NORTH });
    expect(entry.after).toEqual({ fileName: `users-${today()}.csv`, rows: 1, filter: 'jones' });
  });

  it('refuses users without Feature_UserManagement, and hostile parameters', async () => {
    await createActiveUser(t, adminToken, { email: 'preparer.north@example.com', channelId: NORTH });
    const preparer = t.bearer((await t.login('preparer.north@example.com', USER_PASSWORD)).access_token);
    const refused = await get('/api/user/export?as=csv', preparer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const hostile = ['as=ods', `as=csv&clientfilter=${'1,'.repeat(1500)}`, 'as=csv&filter=%00', 'as=csv&productId=-1'];
    for (const query of hostile) {
      const res = await get(`/api/user/export?${query}`, manager.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
  });
});

describe('users audit log export', () => {
  it('exports the filtered entries as the log lists them, and needs Feature_AuditLog too', async () => {
    const list = (await get('/api/user/auditlog?actionfilter=Create&type=user&limit=500', admin)).json();
    const res = await get('/api/user/auditlog/export?as=csv&actionfilter=Create&type=user', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-audit-log-${today()}.csv"`);
    const rows = readCsvRows(res.rawPayload);
    expect(rows[0]).toEqual(['Date', 'User', 'Action', 'Details']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((entry: { occurredAt: string }) => entry.occurredAt));
    expect(rows.slice(1).every((row) => row[2] === 'Create' && row[3]?.startsWith('User '))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(6);

    const refused = await get('/api/user/auditlog/export?as=csv', manager.headers);
    expect(refused.statusCode).toBe(403);
  });

  it('keeps to the date range in the list and the file alike, and refuses a range ending before it starts', async () => {
    const newest = (await get('/api/user/auditlog?type=user&limit=10', admin)).json().items[0].occurredAt as string;
    const range = new URLSearchParams({
      type: 'user',
      from: new Date(Date.parse(newest) - 60_000).toISOString(),
      to: new Date(Date.parse(newest) + 1).toISOString(),
    });
    const list = (await get(`/api/user/auditlog?limit=500&${range}`, admin)).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((entry: { occurredAt: string }) => entry.occurredAt <= newest)).toBe(true);
    const rows = readCsvRows((await get(`/api/user/auditlog/export?as=csv&${range}`, admin)).rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.items.map((entry: { occurredAt: string }) => entry.occurredAt));
    const later = new URLSearchParams({ from: new Date(Date.parse(newest) + 1).toISOString() });
    expect((await get(`/api/user/auditlog?type=user&${later}`, admin)).json().items).toEqual([]);

    for (const path of ['/api/user/auditlog?', '/api/user/auditlog/export?as=csv&']) {
      const backwards = await get(`${path}from=2026-03-11T00:00:00Z&to=2026-03-10T00:00:00Z`, admin);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({
        code: 'validation',
        message: AuditLogMessages.rangeOrder,
        fields: { to: AuditLogMessages.rangeOrder },
      });
    }
  });
});
