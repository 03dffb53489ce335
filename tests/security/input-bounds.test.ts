import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../services/directory/src/testing/directory-test-app.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type IdentityTestApp,
  startIdentityTestApp,
} from '../../services/identity/src/testing/identity-test-app.ts';

/**
 * Out-of-range numbers, Infinity, NUL bytes and huge lists, sent as an admin to the routes where
 * each once reached the database: every one is a 400 naming the field, never a 500.
 */
let identity: IdentityTestApp;
let directory: DirectoryTestApp;
let identityAdmin: Record<string, string>;
let directoryAdmin: Record<string, string>;

beforeAll(async () => {
  [identity, directory] = await Promise.all([startIdentityTestApp(), createDirectoryTestApp('input-bounds')]);
  identityAdmin = identity.bearer((await identity.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token);
  directoryAdmin = await directory.auth({ sub: 'bounds-admin', admin: true });
});
afterAll(async () => {
  await identity?.close();
  await directory?.close();
});

type Case = [label: string, request: { method?: string; url: string; payload?: unknown }, field: string];

const identityCases: Case[] = [
  ['a user id beyond integer', { url: '/api/user/1e30' }, 'id'],
  ['a user id of Infinity', { url: '/api/user/Infinity' }, 'id'],
  ['a page beyond any list', { url: '/api/user?page=99999999999' }, 'page'],
  ['a NUL in the users filter', { url: '/api/user?filter=a%00' }, 'filter'],
  ['a NUL in the audit-log search', { url: '/api/user/auditlog?search=%00' }, 'search'],
  ['a product id beyond integer', { url: '/api/user?productId=1e30' }, 'productId'],
  ['a role id beyond integer', { method: 'PUT', url: '/api/role/2147483648', payload: { name: 'x' } }, 'id'],
  ['a channel id of Infinity', { method: 'PUT', url: '/api/mfa/channel/Infinity', payload: { required: true } }, 'channelId'],
  ['a user id beyond integer in a body', { method: 'POST', url: '/api/unlock-user', payload: { userId: 1e30 } }, 'userId'],
  ['a NUL in a role name', { method: 'POST', url: '/api/role', payload: { name: 'Rev\u0000iewer' } }, 'name'],
  ['a NUL in a user name', { method: 'POST', url: '/api/user', payload: { userName: '\u0000' } }, 'userName'],
  [
    'a hundred thousand feature names',
    { method: 'PUT', url: '/api/feature/mapping/1', payload: { features: Array(100_000).fill('x') } },
    'features',
  ],
  ['a hundred thousand roles', { method: 'POST', url: '/api/user', payload: { roles: Array(100_000).fill(1) } }, 'roles'],
];

const directoryCases: Case[] = [
  ['a company id beyond integer', { url: '/api/company/1e30' }, 'id'],
  ['a company id of Infinity', { url: '/api/company/Infinity' }, 'id'],
  ['a channel filter of Infinity', { url: '/api/company?client=Infinity' }, 'client'],
  ['a page beyond any list', { url: '/api/company?page=99999999999' }, 'page'],
  ['a NUL in the companies filter', { url: '/api/company?filter=%00' }, 'filter'],
  ['a NUL in the audit-log search', { url: '/api/companies/auditlog?search=a%00b' }, 'search'],
  ['a NUL in a channel name', { method: 'POST', url: '/api/client', payload: { name: 'A\u0000' } }, 'name'],
  ['a NUL in a company name', { method: 'POST', url: '/api/company', payload: { name: '\u0000', ticker: 'T', cik: '0000000001' } }, 'name'],
  ['a restored id beyond integer', { method: 'POST', url: '/api/restore-company', payload: { id: 1e30 } }, 'id'],
];

async function expectFieldRefused(app: IdentityTestApp['app'], headers: Record<string, string>, [label, request, field]: Case) {
  const res = await app.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: request.url,
    headers,
    payload: request.payload as object,
  });
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json().code, label).toBe('validation');
  expect(Object.keys(res.json().fields ?? {}), label).toContain(field);
}

describe('identity bounds', () => {
  it.each(identityCases)('%s answers 400 naming the field', async (...c) => {
    await expectFieldRefused(identity.app, identityAdmin, c);
  });

  it('ignores ids beyond integer in the comma-separated list filters instead of failing', async () => {
    for (const url of ['/api/user?clientfilter=1e30,7', '/api/user?rolefilter=99999999999', '/api/user?clientfilter=Infinity']) {
      const res = await identity.app.inject({ url, headers: identityAdmin });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('directory bounds', () => {
  it.each(directoryCases)('%s answers 400 naming the field', async (...c) => {
    await expectFieldRefused(directory.app, directoryAdmin, c);
  });
});
