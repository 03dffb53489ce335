import { FEATURE_USER_MANAGEMENT, Messages } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7401;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Feature Channel');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });

describe('roles', () => {
  it('creates, renames and deletes a role, asking for a name with the spec’s message', async () => {
    const empty = await call('POST', '/api/role', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: Messages.role.nameRequired, fields: { name: Messages.role.nameRequired } });
    const created = await call('POST', '/api/role', { name: 'Auditor' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('POST', '/api/role', { name: 'auditor' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/role/${id}`, { name: 'Senior Auditor' })).json()).toEqual({ id, name: 'Senior Auditor' });
    expect((await call('GET', '/api/role')).json().map((r: { name: string }) => r.name)).toContain('Senior Auditor');
    expect((await call('DELETE', `/api/role/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/role')).json().map((r: { name: string }) => r.name)).not.toContain('Senior Auditor');
    const admin = (await call('GET', '/api/role')).json().find((r: { name: string }) => r.name === 'Admin');
    expect((await call('DELETE', `/api/role/${admin.id}`)).statusCode).toBe(400);
    const audited = await t.database.db
      .selectFrom('identity.audit_log')
      .select('action')
      .where('target_type', '=', 'role')
      .where('target_id', '=', String(id))
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['Create', 'Update', 'Delete']);
  });
});

describe('feature-to-role mapping', () => {
  it('is saved, audited and reflected in the next sign-in’s configuration and token', async () => {
    const features = (await call('GET', '/api/feature')).json().map((f: { name: string }) => f.name);
    expect(features).toContain(FEATURE_USER_MANAGEMENT);
    const role = (await call('POST', '/api/role', { name: 'Team Lead' })).json();
    await createActiveUser(t, adminToken, { email: 'lead@example.com', channelId: CHANNEL, roles: [role.id] });
    const before = await t.login('lead@example.com', USER_PASSWORD);
    expect(before.Feature_UserManagement).toBe(false);
    expect((await call('GET', '/api/user', undefined, before.access_token)).statusCode).toBe(403);

    const unknown = await call('PUT', `/api/feature/mapping/${role.id}`, { features: ['Feature_Nope'] });
    expect(unknown.statusCode).toBe(400);
    const saved = await call('PUT', `/api/feature/mapping/${role.id}`, { features: [FEATURE_USER_MANAGEMENT] });
    expect(saved.json()).toEqual({ roleId: role.id, roleName: 'Team Lead', features: [FEATURE_USER_MANAGEMENT] });
    const mapping = (await call('GET', '/api/feature/mapping')).json();
    expect(mapping.find((m: { roleId: number }) => m.roleId === role.id).features).toEqual([FEATURE_USER_MANAGEMENT]);

    const after = await t.login('lead@example.com', USER_PASSWORD);
    expect(after.Feature_UserManagement).toBe(true);
    expect((await call('GET', '/api/user', undefined, after.access_token)).statusCode).toBe(200);
    const change = await t.database.db
      .selectFrom('identity.audit_log')
      .selectAll()
      .where('action', '=', 'RoleChange')
      .where('target_type', '=', 'feature-mapping')
      .executeTakeFirstOrThrow();
    expect(change.before).toEqual({ role: 'Team Lead', features: [] });
    expect(change.after).toEqual({ role: 'Team Lead', features: [FEATURE_USER_MANAGEMENT] });
  });

  it('a reviewer-only user gets no user management even through a role that grants it', async () => {
    const reviewer = (await call('GET', '/api/role')).json().find((r: { name: string }) => r.name === 'Reviewer');
    await call('PUT', `/api/feature/mapping/${reviewer.id}`, { features: [FEATURE_USER_MANAGEMENT] });
    await createActiveUser(t, adminToken, { email: 'reviewer@example.com', channelId: CHANNEL, roles: [reviewer.id] });
    const session = await t.login('reviewer@example.com', USER_PASSWORD);
    expect(session.UserRoles).toEqual([{ RoleName: 'Reviewer' }]);
    expect(session.Feature_UserManagement).toBe(false);
    expect((await call('GET', '/api/user', undefined, session.access_token)).statusCode).toBe(403);
  });
});
