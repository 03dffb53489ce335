import { MODULE_IDS } from '@ea/contracts';
import { createTokenSigner, generateTokenKeys, type RouteAccess } from '@ea/service-kit';
import type { WalkedRoute } from '@ea/service-kit/testing';
import { SERVICES } from '@ea/services';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayInProcess, startGatewayInProcess } from '../support/gateway-in-process.ts';
import { changedTables, dataSnapshots, waitForRest } from './data-snapshot.ts';
import { type RouteField, routeFields, takesUpload, uploadForm } from './record-fields.ts';
import { type Caller, type CallerProfile, markersOf, seedTwoTenants, type TwoTenants } from './two-tenants.ts';
import { guardRequest, ownValues, recordValues, shaped, walkRequest } from './walk-requests.ts';

/**
 * The route walk: every route of every service the gateway mounts (SERVICES, so a new service is
 * walked as soon as it is listed), called as `npm start` serves it. Each guarded route refuses a
 * request without a valid session (401) and a caller lacking any condition of its declared access
 * (403), and lets a caller holding them through; a caller of channel A who names one of B's
 * records in any field that names a record is answered as the route's contract says, and nothing
 * changes. Expectations come from each route's declared access and schemas, never from a list of
 * routes, so a new route is held to them without a change here.
 */
type Access = Exclude<RouteAccess, 'public'>;
type GuardedRoute = WalkedRoute & { access: Access };

let gateway: GatewayInProcess;
let world: TwoTenants;
let guarded: GuardedRoute[];
/** Guarded operations of the gateway's OpenAPI document that no service registered: the gateway's own. */
let gatewayOwn: WalkedRoute[];
/** Requests that carry no valid session, by what is wrong with them. */
let invalidSessions: [string, Record<string, string>][];
/** The file each upload route is sent: its own template. */
const uploads = new Map<string, Buffer>();
let checks = 0;

beforeAll(async () => {
  gateway = await startGatewayInProcess();
  guarded = [...gateway.routesByService.values()].flat().filter((r): r is GuardedRoute => typeof r.access === 'object');
  const lackFeatures = [...new Set(guarded.flatMap((r) => [r.access.feature ?? []].flat()))];
  world = await seedTwoTenants(gateway, { lackFeatures });
  gatewayOwn = await gatewayOwnOperations();
  for (const route of guarded.filter(takesUpload)) {
    const template = await gateway.app.inject({ url: `${route.url}/template`, headers: world.admin.headers });
    if (template.statusCode === 200) uploads.set(route.url, template.rawPayload);
  }
  invalidSessions = await invalidSessionHeaders();
  await waitForRest(gateway.database.db, gateway.schemas);
}, 120_000);

afterAll(async () => {
  const walked = [...gateway.routesByService].map(
    ([name, routes]) => `${name} ${routes.filter((r) => typeof r.access === 'object').length}`,
  );
  console.info(`route walk: guarded routes ${walked.join(', ')}, gateway ${gatewayOwn?.length ?? 0}; ${checks} checks`);
  await gateway?.close();
});

/** The conditions of a declared access a caller does not meet (admins meet every one). */
function unmet(profile: CallerProfile, access: Access): string[] {
  if (profile.admin) return [];
  return conditionsOf(access).filter((condition) => {
    if (condition === 'admin') return true;
    if (condition === 'reviewer') return profile.reviewerOnly;
    if (condition.startsWith('module ')) return !profile.modules.includes(Number(condition.slice(7)));
    return !profile.features.includes(condition);
  });
}

function conditionsOf(access: Access): string[] {
  return [
    ...(access.admin ? ['admin'] : []),
    ...(access.module === undefined ? [] : [`module ${access.module}`]),
    ...[access.feature ?? []].flat(),
    ...(access.reviewer === false ? ['reviewer'] : []),
  ];
}

/** Every signed-in caller: the admin, A's callers of every kind, and B's manager. */
function callers(): Caller[] {
  return [world.admin, world.a.manager, world.plainA, world.reviewerA, world.noModulesA, ...world.lackingFeature.values(), world.b.manager];
}

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Text of records outside a caller's scope: B's, and for a single-company user its channel's other companies. */
const outsideMarkers = (caller: Caller) => [
  ...markersOf(world.b),
  ...(caller.profile.reviewerOnly ? [world.a.companies[1].name, world.a.deletedCompany.name] : []),
];
/** An answer in a line: its status and the start of its text (the size and type of anything else). */
const describeAnswer = (res: LightMyRequestResponse) => {
  const type = String(res.headers['content-type'] ?? '');
  const text = /json|text/.test(type) ? res.body.slice(0, 200) : `${res.rawPayload.length} bytes of ${type || 'no type'}`;
  return `${res.statusCode} ${text}`;
};

async function gatewayOwnOperations(): Promise<WalkedRoute[]> {
  const doc = (await gateway.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  const walked = new Set([...gateway.routesByService.values()].flat().map(keyOf));
  return Object.entries(doc.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method]) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{(\w+)\}/g, ':$1'),
          access: {},
          schema: undefined,
        })),
    )
    .filter((route) => !walked.has(keyOf(route)));
}

async function invalidSessionHeaders(): Promise<[string, Record<string, string>][]> {
  const adminClaims = {
    sub: String(world.admin.userId),
    email: world.admin.email,
    channelId: null,
    roles: [],
    modules: [...MODULE_IDS],
    features: world.features,
    admin: true,
    singleCompanyId: null,
  };
  const otherKey = await createTokenSigner((await generateTokenKeys()).privateKeyPem);
  const forged = (await otherKey.sign(adminClaims, 300)).token;
  const expired = (await gateway.signer.sign(adminClaims, -60)).token;
  const [header, payload, signature] = world.a.manager.token.split('.');
  const raised = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), admin: true };
  const tampered = `${header}.${Buffer.from(JSON.stringify(raised)).toString('base64url')}.${signature}`;
  const signedOut = await world.signInNewUserOfA('signedOut');
  const logout = await gateway.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: signedOut.headers,
    payload: { email: signedOut.email },
  });
  if (logout.statusCode !== 200) throw new Error(`sign-out answered ${describeAnswer(logout)}`);
  return [
    ['no token', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a malformed token', { authorization: 'Bearer not.a.token' }],
    ['a valid token under another scheme', { authorization: `Token ${world.admin.token}` }],
    ['a token signed with another key', { authorization: `Bearer ${forged}` }],
    ['a token whose claims were raised to admin', { authorization: `Bearer ${tampered}` }],
    ['an expired token', { authorization: `Bearer ${expired}` }],
    ['the token of a signed-out session', signedOut.headers],
  ];
}

describe('route walk of every service behind the gateway', () => {
  it('walks every service, and every API route declares its access', () => {
    for (const service of SERVICES) {
      expect(gateway.routesByService.get(service.name)?.length, `${service.name} registered no route`).toBeGreaterThan(0);
    }
    const api = [...gateway.routesByService.values()].flat().filter((r) => /^\/(api|dita)\//.test(r.url));
    expect(api.filter((r) => r.access === undefined).map(keyOf)).toEqual([]);
    expect(guarded.length).toBeGreaterThan(40);
  });

  it('knows what every field that names a record names, so none goes unwalked', () => {
    const records = recordValues(world);
    const unknown = guarded.flatMap((route) =>
      routeFields(route)
        .filter((field) => field.idLike && field.kind === undefined)
        .map((field) => `${keyOf(route)}: ${field.location} field "${field.name}"`),
    );
    expect(unknown, 'fields named like ids that the walk has no value for: teach record-fields.ts what they name').toEqual([]);
    const withoutOutsider = guarded.flatMap((route) =>
      routeFields(route)
        .filter((field) => field.kind !== undefined && field.kind !== 'module')
        .filter((field) => records.foreign(field, world.a.manager).length === 0)
        .map((field) => `${keyOf(route)}: ${field.name}`),
    );
    expect(withoutOutsider, 'fields naming records of which B has none').toEqual([]);
  });

  it('answers 401 to every guarded route called without a valid session', async () => {
    const failures: string[] = [];
    const own = ownValues(world, world.a.manager);
    for (const route of [...guarded, ...gatewayOwn]) {
      for (const [what, headers] of invalidSessions) {
        const res = await gateway.app.inject(guardRequest(route, headers, own));
        checks += 1;
        if (res.statusCode !== 401 || res.json().code !== 'unauthorized')
          failures.push(`${keyOf(route)} with ${what}: ${describeAnswer(res)}`);
      }
    }
    expect(gatewayOwn.map(keyOf)).toContain('GET /api/session');
    expect(failures).toEqual([]);
  });

  it('refuses with 403 a caller lacking any condition of the route, and lets a caller holding them all through', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      for (const condition of conditionsOf(route.access)) {
        const lacksOnlyIt = callers().some((caller) => unmet(caller.profile, route.access).join() === condition);
        if (!lacksOnlyIt) failures.push(`${keyOf(route)}: no caller lacks only "${condition}", so the walk cannot show it is checked`);
      }
      for (const caller of callers()) {
        const missing = unmet(caller.profile, route.access);
        const res = await gateway.app.inject(guardRequest(route, caller.headers, ownValues(world, caller)));
        checks += 1;
        const refused = res.statusCode === 403 && res.json().code === 'forbidden';
        if (missing.length > 0 && !refused)
          failures.push(`${keyOf(route)} as ${caller.name} (lacks ${missing.join(', ')}): ${describeAnswer(res)}`);
        const through = route.method === 'GET' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 415;
        if (missing.length === 0 && !through)
          failures.push(`${keyOf(route)} as ${caller.name}, who holds its access: ${describeAnswer(res)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('asks more than a session of every write that names a record: only self-service writes are open to every signed-in user', () => {
    const open = guarded
      .filter((route) => route.method !== 'GET' && conditionsOf(route.access).length === 0)
      .flatMap((route) =>
        routeFields(route)
          .filter((field) => field.kind !== undefined && field.kind !== 'module')
          .map((field) => `${keyOf(route)} names a record in ${field.location} field "${field.name}"`),
      );
    expect(open).toEqual([]);
  });

  it("answers callers of A nothing of B's, and a single-company user nothing of its channel's other companies", async () => {
    const failures: string[] = [];
    let adminSawB = 0;
    for (const route of guarded.filter((r) => r.method === 'GET')) {
      for (const caller of callers().filter((c) => c !== world.b.manager)) {
        if (unmet(caller.profile, route.access).length > 0) continue;
        const res = await gateway.app.inject(walkRequest(route, caller.headers, ownValues(world, caller)));
        checks += 1;
        if (res.statusCode >= 300) continue;
        const seen = outsideMarkers(caller).filter((marker) => res.body.includes(marker));
        if (caller === world.admin) adminSawB += seen.length > 0 ? 1 : 0;
        else if (seen.length > 0) failures.push(`${keyOf(route)} as ${caller.name} shows ${seen.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // The markers are there to be found: the admin's answers show B's records.
    expect(adminSawB).toBeGreaterThan(5);
  });

  it("answers a caller of A who names a record outside its scope as the route's contract says, and changes nothing", async () => {
    const { db } = gateway.database;
    const records = recordValues(world);
    const failures: string[] = [];
    const walkedFields = new Set<string>();
    // Each request's "after" is the next one's "before": refused requests change nothing.
    const snapshot = await dataSnapshots(db, gateway.schemas);
    let data = await snapshot();
    for (const route of guarded) {
      const fields = routeFields(route).filter((f) => f.kind !== undefined && f.kind !== 'module');
      for (const caller of [world.a.manager, world.plainA, world.reviewerA]) {
        if (fields.length === 0 || unmet(caller.profile, route.access).length > 0) continue;
        const own = ownValues(world, caller);
        const file = uploads.get(route.url);
        if (takesUpload(route) && uploadForm(route).template && !file) failures.push(`${keyOf(route)}: no template to upload`);
        for (const field of fields) {
          const contract = contractOf(route, field);
          for (const id of records.foreign(field, caller)) {
            const label = `${keyOf(route)} as ${caller.name} with ${field.location} ${field.name}=${id} (${contract.rule})`;
            const res = await gateway.app.inject(
              walkRequest(
                route,
                caller.headers,
                (f) => (f.location === field.location && f.name === field.name ? shaped(f, id) : own(f)),
                file,
              ),
            );
            const after = await snapshot();
            const changed = changedTables(data, after);
            data = after;
            checks += 1;
            walkedFields.add(`${keyOf(route)} ${field.name}`);
            const problem = contract.check(res, caller);
            if (problem) failures.push(`${label}: ${problem}`);
            if (changed.length > 0) failures.push(`${label} changed ${changed.join(', ')}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(walkedFields.size).toBeGreaterThan(25);
  });
});

/** The forms that place a user in a channel. */
const USER_FORMS = new Set(['POST /api/user', 'PUT /api/user/:id']);

/**
 * What naming a record outside the caller's scope answers, by where the field is and what it
 * names: the routes' contracts. Each check returns what is wrong with the answer, or null.
 */
function contractOf(
  route: WalkedRoute,
  field: RouteField,
): { rule: string; check(res: LightMyRequestResponse, caller: Caller): string | null } {
  const status = (expected: number, code: string, also?: (body: Record<string, unknown>) => string | null) => ({
    check(res: LightMyRequestResponse) {
      if (res.statusCode !== expected) return `expected ${expected}, answered ${describeAnswer(res)}`;
      const body = res.json();
      if (body.code !== code) return `expected code ${code}, answered ${describeAnswer(res)}`;
      return also?.(body) ?? null;
    },
  });
  if (field.location === 'querystring') {
    return {
      rule: "a filter narrows a list within the caller's scope",
      check(res, caller) {
        if (res.statusCode !== 200) return `expected 200, answered ${describeAnswer(res)}`;
        const seen = outsideMarkers(caller).filter((marker) => res.body.includes(marker));
        return seen.length > 0 ? `lists ${seen.join(', ')}` : null;
      },
    };
  }
  if (field.name === 'singleCompanyId') {
    return {
      rule: "a single company must be a live company of the user's channel",
      ...status(400, 'validation', (body) =>
        (body.fields as Record<string, string> | undefined)?.singleCompanyId ? null : 'no message for singleCompanyId',
      ),
    };
  }
  if (field.kind === 'role') return { rule: 'only admins grant the Admin role', ...status(403, 'forbidden') };
  if (field.kind === 'commentThread' && field.location === 'body') {
    // The editor chooses a new thread's id; one already taken, whoever's, is refused as taken.
    return { rule: 'a comment thread id already taken is refused', ...status(409, 'conflict') };
  }
  if (field.kind === 'channel' && field.location === 'body' && USER_FORMS.has(keyOf(route))) {
    return { rule: 'only admins place a user outside their own channel', ...status(403, 'forbidden') };
  }
  return { rule: "a record outside the caller's scope is not found", ...status(404, 'notFound') };
}
