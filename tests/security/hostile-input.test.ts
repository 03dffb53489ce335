import type { App } from '@ea/service-kit';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../services/directory/src/testing/directory-test-app.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type IdentityTestApp,
  startIdentityTestApp,
} from '../../services/identity/src/testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../services/identity/src/testing/test-users.ts';
import { describeRequest, type HostileRequest, hostileRequests, type RouteUnderTest } from './hostile-requests.ts';

/**
 * Every route of every service, called by an admin (so no guard stops the request early) with
 * random hostile path parameters, queries and bodies: no answer is a 5xx, and every failing
 * answer is `{code, message, fields?}` in words, never a validator's internals.
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure names its route, seed and request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_523);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/** Phrases of ajv's own messages, which a person must never read. */
const VALIDATOR_WORDS =
  /must (be equal to|match a schema|match pattern|NOT have|have required|be integer|be number|be string|be boolean|be array|be object|be [<>]=?)/;

function unsoundAnswer(status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} without JSON: ${text.slice(0, 300)}`;
  }
  const fields = body.fields as Record<string, unknown> | undefined;
  const shaped =
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    Object.keys(body).every((k) => k === 'code' || k === 'message' || k === 'fields') &&
    (fields === undefined || Object.values(fields).every((m) => typeof m === 'string'));
  if (!shaped) return `answered ${status} outside the error shape: ${text.slice(0, 300)}`;
  const words = [body.message, ...Object.values(fields ?? {})].find((m) => VALIDATOR_WORDS.test(String(m)));
  return words ? `answered ${status} in the validator's words: ${String(words)}` : null;
}

/** Throws every route's requests at the app; answers the routes that failed, each with its seed and request. */
async function walkRoutes(app: App, routes: RouteUnderTest[], knownIds: number[], headers: Record<string, string>, uploads: Buffer[]) {
  const failures: string[] = [];
  for (const route of routes) {
    const property = fc.asyncProperty(hostileRequests(route, knownIds, headers, uploads), async (request: HostileRequest) => {
      const res = await app.inject(request as InjectOptions);
      const problem = unsoundAnswer(res.statusCode, res.body);
      if (problem) throw new Error(problem);
    });
    const result = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    if (result.failed) {
      const request = result.counterexample?.[0] as HostileRequest | undefined;
      const reason = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      failures.push(
        `${route.method} ${route.url} (seed ${result.seed}, path "${result.counterexamplePath}"): ${request ? describeRequest(request) : '?'} → ${reason}`,
      );
    }
  }
  return failures;
}

const apiRoutes = (routes: RouteUnderTest[]) =>
  routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/health');

describe('identity under hostile input', () => {
  let t: IdentityTestApp;
  let headers: Record<string, string>;
  const knownIds: number[] = [1];
  let uploads: Buffer[];

  beforeAll(async () => {
    t = await startIdentityTestApp();
    await t.addChannel(7601, 'Hostile One');
    await t.addChannel(7602, 'Hostile Two');
    const firstAdmin = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
    // The walk's own admin, so requests that end the first admin's sessions do not end the walk.
    await createActiveUser(t, firstAdmin, { email: 'hostile.admin@example.com', admin: true, channelId: null });
    headers = t.bearer((await t.login('hostile.admin@example.com', USER_PASSWORD)).access_token);
    const other = await createActiveUser(t, firstAdmin, { email: 'hostile.other@example.com', channelId: 7601 });
    const roles = (await t.app.inject({ url: '/api/role', headers })).json() as { id: number }[];
    knownIds.push(other.id, 7601, 7602, ...roles.slice(0, 3).map((r) => r.id));
    uploads = [(await t.app.inject({ url: '/api/user/bulkImport/template', headers })).rawPayload];
  });
  afterAll(() => t?.close());

  it('answers every route without a 5xx and in the error shape', { timeout: 240_000 }, async () => {
    const routes = apiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(25);
    expect(await walkRoutes(t.app, routes, knownIds, headers, uploads)).toEqual([]);
  });
});

describe('directory under hostile input', () => {
  let d: DirectoryTestApp;
  let headers: Record<string, string>;
  const knownIds: number[] = [1];
  let uploads: Buffer[];

  beforeAll(async () => {
    d = await createDirectoryTestApp('hostile-input');
    headers = await d.auth({ sub: 'hostile-admin', admin: true });
    for (const name of ['Hostile One', 'Hostile Two']) {
      knownIds.push((await d.app.inject({ method: 'POST', url: '/api/client', headers, payload: { name } })).json().id);
    }
    const company = await d.app.inject({
      method: 'POST',
      url: '/api/company',
      headers,
      payload: { name: 'Hostile Co', ticker: 'HST', cik: '0000000042', channelId: knownIds[1] },
    });
    knownIds.push(company.json().id);
    uploads = [(await d.app.inject({ url: '/api/bulkImport/template', headers })).rawPayload];
  });
  afterAll(() => d?.close());

  it('answers every route without a 5xx and in the error shape', { timeout: 240_000 }, async () => {
    const routes = apiRoutes(d.routes);
    expect(routes.length).toBeGreaterThan(15);
    expect(await walkRoutes(d.app, routes, knownIds, headers, uploads)).toEqual([]);
  });
});
