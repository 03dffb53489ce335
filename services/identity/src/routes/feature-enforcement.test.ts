import { type AccessClaims, FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, FEATURE_EDITOR, FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7801;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Feature Enforcement');
});
afterAll(() => t?.close());

const claims = (features: string[]): Omit<AccessClaims, 'issuedAt'> => ({
  sub: '930000001',
  email: 'feature-user@example.com',
  channelId: CHANNEL,
  roles: ['Preparer'],
  modules: [5],
  features,
  admin: false,
  singleCompanyId: null,
});

describe('Feature_AuditLog', () => {
  it('the users audit log needs Feature_AuditLog as well as Feature_UserManagement: 403 with either alone, 200 with both', async () => {
    const read = async (features: string[]) =>
      (await t.app.inject({ url: '/api/user/auditlog', headers: t.bearer(await t.tokenFor(claims(features))) })).statusCode;
    expect(await read([FEATURE_USER_MANAGEMENT])).toBe(403);
    expect(await read([FEATURE_AUDIT_LOG])).toBe(403);
    expect(await read([FEATURE_USER_MANAGEMENT, FEATURE_AUDIT_LOG])).toBe(200);
    expect((await t.app.inject({ url: '/api/user/auditlog', headers: t.bearer(adminToken) })).statusCode).toBe(200);
  });
});

describe('default feature grants', () => {
  it('gives Preparer company management, the audit logs and the editor and Reviewer the audit logs, and sign-in says which the user holds', async () => {
    const mapping = (await t.app.inject({ url: '/api/feature/mapping', headers: t.bearer(adminToken) })).json() as {
      roleName: string;
      features: string[];
    }[];
    const featuresOf = (role: string) => [...(mapping.find((m) => m.roleName === role)?.features ?? [])].sort();
    expect(featuresOf('Preparer')).toEqual([FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, FEATURE_EDITOR]);
    expect(featuresOf('Reviewer')).toEqual([FEATURE_AUDIT_LOG]);

    const roles = (await t.app.inject({ url: '/api/role', headers: t.bearer(adminToken) })).json() as { id: number; name: string }[];
    const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
    await createActiveUser(t, adminToken, { email: 'preparer@example.com', channelId: CHANNEL, roles: [roleId('Preparer')] });
    await createActiveUser(t, adminToken, { email: 'reviewer@example.com', channelId: CHANNEL, roles: [roleId('Reviewer')] });
    expect(await t.login('preparer@example.com', USER_PASSWORD)).toMatchObject({
      Feature_CompanyManagement: true,
      Feature_AuditLog: true,
      Feature_Editor: true,
    });
    // A reviewer-only user never writes companies, whatever its roles map.
    expect(await t.login('reviewer@example.com', USER_PASSWORD)).toMatchObject({
      Feature_CompanyManagement: false,
      Feature_AuditLog: true,
      Feature_Editor: false,
    });
    expect(await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).toMatchObject({
      Feature_CompanyManagement: true,
      Feature_AuditLog: true,
      Feature_Editor: true,
    });
  });
});
