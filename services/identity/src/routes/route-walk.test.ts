import { type AccessClaims, FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { createApp, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { testServiceResources, type WalkedRoute } from '@ea/service-kit/testing';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../service.ts';
import { type IdentityTestApp, startIdentityTestApp } from '../testing/identity-test-app.ts';

/**
 * Walks every route the service registers: each non-public route must refuse a caller without a
 * token (401) and a caller without the right (403), or answer 404 for records outside the caller's
 * tenant. A route nobody declared access for never gets here: the app refuses to start.
 */
let t: IdentityTestApp;
const OWN_CHANNEL = 7501;
const OTHER_CHANNEL = 7502;
let otherUserId: number;
/** A users import into the other channel: the walk's `:runId`. */
const otherRunId = crypto.randomUUID();

/** Self-service routes: any signed-in user, acting only on itself (no ids in the path or body). */
const SELF_SERVICE = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/update-user-password',
  'GET /api/mfa',
  'PUT /api/mfa',
  'POST /api/mfa/authenticator',
  'POST /api/mfa/authenticator/verify',
  'DELETE /api/mfa/authenticator',
  'GET /api/profile',
  'PUT /api/profile',
]);

const base: Omit<AccessClaims, 'issuedAt'> = {
  sub: '900000001',
  email: 'walker@example.com',
  channelId: OWN_CHANNEL,
  roles: ['Preparer'],
  modules: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  features: [],
  admin: false,
  singleCompanyId: null,
};

beforeAll(async () => {
  t = await startIdentityTestApp();
  await t.addChannel(OWN_CHANNEL, 'Own');
  await t.addChannel(OTHER_CHANNEL, 'Other');
  const admin = t.bearer((await t.login('first.admin@example.com', 'Adm1n-Secret-Pass!')).access_token);
  const roles = (await t.app.inject({ url: '/api/role', headers: admin })).json();
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: {
      email: 'other@example.com',
      userName: 'o',
      firstName: 'O',
      lastName: 'T',
      channelId: OTHER_CHANNEL,
      roles: [roles[0].id],
      products: [1],
      confirmed: true,
    },
  });
  otherUserId = other.json().id;
  await t.database.db
    .insertInto('identity.user_import_runs')
    .values({
      id: otherRunId,
      channel_id: OTHER_CHANNEL,
      content_hash: 'walk',
      import_valid: false,
      file_name: 'walk.xlsx',
      created_by: '1',
      created_by_email: null,
      created_by_admin: true,
      status: 'completed',
    })
    .execute();
});
afterAll(() => t?.close());

function sample(schema: unknown): unknown {
  return schema ? Value.Create(schema as TSchema) : undefined;
}

/** A request that passes the route's schema, so only the guard can refuse it. */
function requestFor(route: WalkedRoute, id: number, headers: Record<string, string>) {
  const schema = route.schema ?? {};
  const body = sample(schema.body) as Record<string, unknown> | undefined;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'runId' ? otherRunId : String(id)));
  if (body && 'userId' in body) body.userId = id;
  return { method: route.method as 'GET', url, headers, ...(body ? { payload: body } : {}) };
}

const guarded = () =>
  t.routes.filter((r) => r.url.startsWith('/api/') && r.access !== 'public' && !r.url.startsWith('/api/docs') && r.url !== '/api/health');

describe('route walk', () => {
  it('finds the service’s routes, every one with a declared access', () => {
    expect(guarded().length).toBeGreaterThan(20);
    for (const route of t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/health')) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('answers 401 to every non-public route without a token', async () => {
    for (const route of guarded()) {
      const res = await t.app.inject(requestFor(route, otherUserId, {}));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a user without the feature or admin right, or 404 outside the tenant', async () => {
    const plain = t.bearer(await t.tokenFor(base));
    const manager = t.bearer(await t.tokenFor({ ...base, sub: '900000002', features: [FEATURE_USER_MANAGEMENT] }));
    const tenantChecked: string[] = [];
    for (const route of guarded()) {
      const key = `${route.method} ${route.url}`;
      const access = route.access as { feature?: string; admin?: boolean; module?: number };
      if (SELF_SERVICE.has(key)) {
        expect(access, key).toEqual({});
        expect(route.url.includes(':'), key).toBe(false);
        continue;
      }
      expect(access.admin === true || access.feature !== undefined || access.module !== undefined, `${key} has no right to check`).toBe(
        true,
      );
      const res = await t.app.inject(requestFor(route, otherUserId, plain));
      expect(res.statusCode, key).toBe(403);
      // With the feature but in another channel: records of the other tenant are not found.
      if (!access.admin && (route.url.includes(':') || requestFor(route, otherUserId, {}).payload?.userId !== undefined)) {
        const scoped = await t.app.inject(requestFor(route, otherUserId, manager));
        expect(scoped.statusCode, `${key} as another channel's manager`).toBe(404);
        tenantChecked.push(key);
      }
    }
    expect(tenantChecked).toEqual(
      expect.arrayContaining([
        'GET /api/user/:id',
        'PUT /api/user/:id',
        'PATCH /api/user/:id/status',
        'DELETE /api/user/:id',
        'POST /api/sso/user',
        'GET /api/user/bulkImport/:runId',
        'GET /api/user/bulkImport/:runId/errors',
      ]),
    );
  });

  it('refuses a reviewer-only user on the Users area even with the feature', async () => {
    const reviewer = t.bearer(await t.tokenFor({ ...base, roles: ['Reviewer'], features: [FEATURE_USER_MANAGEMENT] }));
    expect((await t.app.inject({ url: '/api/user', headers: reviewer })).statusCode).toBe(403);
    const singleCompany = t.bearer(await t.tokenFor({ ...base, singleCompanyId: 5, features: [FEATURE_USER_MANAGEMENT] }));
    expect((await t.app.inject({ url: '/api/user/auditlog', headers: singleCompany })).statusCode).toBe(403);
  });

  it('a route without a declared guard makes the app refuse to start', async () => {
    const keys = await generateTokenKeys();
    const app = await createApp({
      title: 't',
      version: 't',
      logger: false,
      verifyToken: await createTokenVerifier(keys.publicKeyPem),
      healthChecks: {},
    });
    const resources = await testServiceResources('identity-walk');
    const registering = app.register(async (scope) => {
      await identityService.register(scope, {
        db: t.database.db,
        redis: t.redis,
        bus: t.bus,
        sessions: t.sessions,
        storage: resources.storage,
        queue: resources.queue,
        outboxWritten: () => {},
        env: {
          JWT_PRIVATE_KEY: keys.privateKeyPem,
          ADMIN_PASSWORD: 'Adm1n-Secret-Pass!',
          ADMIN_EMAIL: 'first.admin@example.com',
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        },
      });
      scope.get('/api/user/unguarded-example', async () => ({}));
    });
    await expect(registering).rejects.toThrow(/GET \/api\/user\/unguarded-example declares no access policy/);
    await app.close();
    await resources.close();
  });
});
