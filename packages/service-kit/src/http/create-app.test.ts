import { connect } from 'node:net';
import { ApiError, IdSchema, ListSizeSchema, Messages, Module, Nullable, specMessage } from '@ea/contracts';
import type { InjectOptions } from 'fastify';
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
  app.get(
    '/api/things/:id',
    { config: { access: 'public' }, schema: { params: Type.Object({ id: IdSchema() }), response: { 200: Type.Object({}) } } },
    async () => ({}),
  );
  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ size: Type.Optional(ListSizeSchema()), filter: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: Type.Object({}) },
      },
    },
    async () => ({}),
  );
  app.post(
    '/api/forms',
    {
      config: { access: 'public' },
      schema: {
        body: Type.Object({
          title: Type.String({ minLength: 1, maxLength: 5 }),
          count: Type.Integer({ minimum: 1, maximum: 10 }),
          kind: Type.Union([Type.Literal('draft'), Type.Literal('final')]),
          order: Type.Optional(Type.Enum(['asc', 'desc'])),
          parentId: Type.Optional(Nullable(IdSchema())),
          channelId: Type.Optional(Nullable(IdSchema(), specMessage(Messages.user.channelRequired))),
          tags: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 2 })),
          flag: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Type.Object({}) },
      },
    },
    async () => ({}),
  );
  app.get('/api/picky', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('Only multipart requests are accepted'), { statusCode: 406 });
  });
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

  it('names every invalid field at once, each in readable words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/forms',
      payload: { title: 'too long', count: 11, order: 'up', parentId: 'x', channelId: -5, tags: ['a', 'b', 'c'], flag: 'maybe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Please Fill the Required Fields',
      fields: {
        title: 'title must be at most 5 characters',
        count: 'count must be a whole number from 1 to 10',
        kind: 'kind is required',
        order: 'order must be one of asc, desc',
        parentId: 'parentId must be a whole number from 1 to 2147483647, or null',
        channelId: Messages.user.channelRequired,
        tags: 'tags must have at most 2 items',
        flag: 'flag must be true or false',
      },
    });
    const wrong = await app.inject({ method: 'POST', url: '/api/forms', payload: { title: '', count: 1.5, kind: 'other', tags: [{}] } });
    expect(wrong.json().fields).toEqual({
      title: 'title must not be empty',
      count: 'count must be a whole number from 1 to 10',
      kind: 'kind must be one of draft, final',
      'tags.0': 'tags.0 must be text',
    });
  });

  it('accepts every list size of the spec and refuses others by naming them', async () => {
    for (const size of [10, 30, 50, 100, 500, 2000]) {
      expect((await app.inject({ url: `/api/search?size=${size}` })).statusCode, `size ${size}`).toBe(200);
    }
    for (const size of ['7', '2001', 'Infinity', 'NaN', '1e30', '-10', '10.5']) {
      const res = await app.inject({ url: `/api/search?size=${size}` });
      expect(res.statusCode, `size ${size}`).toBe(400);
      expect(res.json().fields).toEqual({ size: 'size must be one of 10, 30, 50, 100, 500, 2000' });
    }
  });

  it('refuses NUL characters in any text of the query, the path and the body', async () => {
    const query = await app.inject({ url: '/api/search?filter=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ filter: 'filter must not contain NUL characters' });
    const body = await app.inject({
      method: 'POST',
      url: '/api/forms',
      payload: { title: 'a\u0000', count: 1, kind: 'draft', tags: ['\u0000'] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toEqual({
      title: 'title must not contain NUL characters',
      'tags.0': 'tags.0 must not contain NUL characters',
    });
    const path = await app.inject({ url: '/api/things/1%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json().code).toBe('validation');
  });

  it('bounds ids: huge, negative, fractional and non-numeric ids answer 400, never reach a handler', async () => {
    for (const id of ['0', '-1', '2147483648', '1e30', '1.5', 'Infinity', 'NaN', 'abc']) {
      const res = await app.inject({ url: `/api/things/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({
        code: 'validation',
        message: 'Please Fill the Required Fields',
        fields: { id: 'id must be a whole number from 1 to 2147483647' },
      });
    }
  });

  it('answers every client error Fastify itself detects in the error shape', async () => {
    const cases: [InjectOptions, number, string][] = [
      [{ url: '/api/things/%E0%A4%A' }, 400, 'validation'],
      [{ url: '/api/things/%zz' }, 400, 'validation'],
      [{ url: `/api/things/${'9'.repeat(200)}` }, 414, 'validation'],
      [
        { method: 'POST', url: '/api/things', headers: { 'content-type': 'application/x-thing' }, payload: 'x' },
        415,
        'unsupportedMediaType',
      ],
      [{ method: 'POST', url: '/api/things', headers: { 'content-type': 'application/json' }, payload: '{bad' }, 400, 'validation'],
      [{ method: 'POST', url: '/api/things', headers: { 'content-type': 'application/json' }, payload: '' }, 400, 'validation'],
      [
        {
          method: 'POST',
          url: '/api/things',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1},"name":"a","cik":"1"}',
        },
        400,
        'validation',
      ],
    ];
    for (const [request, status, code] of cases) {
      const res = await app.inject(request);
      const label = `${request.method ?? 'GET'} ${String(request.url)}`;
      expect(res.statusCode, label).toBe(status);
      expect(Object.keys(res.json()).sort(), label).toEqual(['code', 'message']);
      expect(res.json().code, label).toBe(code);
      expect(res.json().message, label).not.toMatch(/FST_|url component/);
    }
    // A plugin's client error without a code of ours keeps its status rather than turning into a 500.
    const picky = await app.inject({ url: '/api/picky' });
    expect(picky.statusCode).toBe(406);
    expect(picky.json()).toEqual({ code: 'validation', message: 'Only multipart requests are accepted' });
    // A query that is not valid percent-encoding is taken as typed, not refused.
    expect((await app.inject({ url: '/api/search?filter=%E0%A4%A' })).statusCode).toBe(200);
  });

  it('answers a request that is not valid HTTP in the error shape', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/open HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'));
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'validation',
      message: 'The request is not valid HTTP',
    });
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
