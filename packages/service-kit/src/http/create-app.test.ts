import { ApiError, Module } from '@ea/contracts';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner, createTokenVerifier, generateTokenKeys, type TokenSigner } from '../auth/access-tokens.ts';
import { type App, createApp } from './create-app.ts';

const claims = {
  sub: '42',
  email: 'preparer@example.com',
  channelId: 7,
  roles: ['Preparer'],
  modules: [Module.library],
  features: [],
  admin: false,
  singleCompanyId: null,
};

let app: App;
let signer: TokenSigner;
let healthy = true;

beforeAll(async () => {
  const keys = await generateTokenKeys();
  signer = await createTokenSigner(keys.privateKeyPem);
  app = await createApp({
    title: 'test',
    version: '1',
    logger: false,
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    healthChecks: {
      db: async () => {},
      redis: async () => {
        if (!healthy) throw new Error('connection refused');
      },
    },
  });
  app.get('/api/open', { config: { access: 'public' }, schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } } }, async () => ({
    ok: true,
  }));
  app.get(
    '/api/library-thing',
    { config: { access: { module: Module.library } }, schema: { response: { 200: Type.Object({ user: Type.String() }) } } },
    async (request) => ({ user: request.claims!.sub }),
  );
  app.get(
    '/api/evox-thing',
    { config: { access: { module: Module.evox } }, schema: { response: { 200: Type.Object({}) } } },
    async () => ({}),
  );
  app.post(
    '/api/things',
    {
      config: { access: 'public' },
      schema: { body: Type.Object({ name: Type.String({ minLength: 1 }), cik: Type.String() }), response: { 200: Type.Object({}) } },
    },
    async () => ({}),
  );
  app.get('/api/conflict', { config: { access: 'public' } }, async () => {
    throw new ApiError('emailexists');
  });
  app.get('/api/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret connection string postgres://u:p@db');
  });
  await app.ready();
});

afterAll(() => app.close());

const bearer = async (c = claims, ttl = 60) => `Bearer ${(await signer.sign(c, ttl)).token}`;

describe('createApp', () => {
  it('answers 401 in the error shape without a token, with a bad token and with an expired token', async () => {
    const none = await app.inject({ url: '/api/library-thing' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'unauthorized', message: 'Authentication required' });
    const bad = await app.inject({ url: '/api/library-thing', headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.statusCode).toBe(401);
    const expired = await app.inject({ url: '/api/library-thing', headers: { authorization: await bearer(claims, -10) } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthorized');
  });

  it('lets a valid token through and refuses a module the user lacks, unless admin', async () => {
    const ok = await app.inject({ url: '/api/library-thing', headers: { authorization: await bearer() } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: '42' });
    const forbidden = await app.inject({ url: '/api/evox-thing', headers: { authorization: await bearer() } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    const admin = await app.inject({ url: '/api/evox-thing', headers: { authorization: await bearer({ ...claims, admin: true }) } });
    expect(admin.statusCode).toBe(200);
    const userOne = await app.inject({ url: '/api/evox-thing', headers: { authorization: await bearer({ ...claims, sub: '1' }) } });
    expect(userOne.statusCode).toBe(200);
  });

  it('names each invalid field on a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.fields).sort()).toEqual(['cik', 'name']);
  });

  it('maps a spec server code to its status and message', async () => {
    const res = await app.inject({ url: '/api/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'emailexists', message: 'Email Already Registered' });
  });

  it('hides internals on a 500', async () => {
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Internal Server Error' });
    expect(res.body).not.toContain('postgres');
  });

  it('answers unknown API paths 404 in the error shape and echoes a request id', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('reports each health check and turns 503 when one fails', async () => {
    const ok = await app.inject({ url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checks.redis.ok).toBe(true);
    healthy = false;
    const down = await app.inject({ url: '/api/health' });
    healthy = true;
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.redis).toMatchObject({ ok: false, error: 'connection refused' });
    expect(down.json().checks.db.ok).toBe(true);
  });

  it('serves OpenAPI with the bearer requirement on guarded routes', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/library-thing'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/open'].get.security).toBeUndefined();
  });
});

describe('declared access', () => {
  it('refuses to start when an API route declares no access policy', async () => {
    const keys = await generateTokenKeys();
    const bare = await createApp({
      title: 't',
      version: '1',
      logger: false,
      verifyToken: await createTokenVerifier(keys.publicKeyPem),
      healthChecks: {},
    });
    expect(() => bare.get('/api/unguarded', async () => ({}))).toThrow(/GET \/api\/unguarded declares no access policy/);
    await bare.close();
  });
});
