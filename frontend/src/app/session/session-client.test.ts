import { Module, NETWORK_ERROR_MESSAGE, TOKEN_REFRESH_LEAD_MS } from '@ea/contracts';
import { AuthPaths, type LoginSuccess } from '@ea/contracts/identity';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentCookies } from './cookies.ts';
import { SessionClient, type SignOutReason } from './session-client.ts';
import { readUserConfigCookie } from './user-config-cookie.ts';

interface Call {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** A fetch that records every call and answers from per-path handlers. */
function fakeFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      path: String(input),
      method: init.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[call.path];
    if (!handler) return json(404, { code: 'notFound', message: 'Not found' });
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Timers that fire only when the test says so, so refresh scheduling is checked without waiting. */
function manualTimers() {
  const pending: { run: () => void; ms: number; cleared: boolean }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms, cleared: false };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    active: () => pending.filter((t) => !t.cleared),
    /** Fires the one active timer as the clock would. */
    fire: () => {
      const timer = pending.find((t) => !t.cleared);
      if (!timer) throw new Error('no timer is scheduled');
      timer.cleared = true;
      timer.run();
    },
  };
}

const NOW = 1_800_000_000_000;

function loginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  return {
    access_token: 'access-1',
    access_token_expiry: NOW / 1000 + 3600,
    userId: '42',
    brand: 'default',
    UserEmail: 'ana@example.com',
    UserRoles: [{ RoleName: 'Preparer' }],
    MODULE_ACCESS: [Module.easyview, Module.library],
    singleCompany: null,
    Feature_UserManagement: true,
    Feature_CompanyManagement: false,
    Feature_AuditLog: false,
    Feature_Editor: false,
    Admin: false,
    ...overrides,
  };
}

function newClient(handlers: Record<string, Handler>) {
  const { fetch, calls } = fakeFetch(handlers);
  const timers = manualTimers();
  const client = new SessionClient({
    fetch,
    cookies: documentCookies(document),
    now: () => NOW,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  const signOuts: { brand: string; reason: SignOutReason }[] = [];
  client.onSignedOut((brand, reason) => signOuts.push({ brand, reason }));
  return { client, calls, timers, signOuts };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  documentCookies(document).clearAll();
});

afterEach(() => {
  documentCookies(document).clearAll();
});

describe('SessionClient sign-in', () => {
  it('stores the configuration cookie and schedules the refresh 5 minutes before expiry', async () => {
    const { client, calls, timers } = newClient({ [AuthPaths.login]: () => json(200, loginSuccess()) });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'sfc' });

    expect(calls[0]).toMatchObject({ path: AuthPaths.login, method: 'POST', authorization: null });
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', password: 'pw', brand: 'sfc' });
    const stored = readUserConfigCookie(documentCookies(document));
    expect(stored).toMatchObject({ userId: '42', brand: 'sfc', MODULE_ACCESS: [1, 5], Feature_UserManagement: true });
    expect(client.user?.UserEmail).toBe('ana@example.com');
    expect(timers.active().map((t) => t.ms)).toEqual([3600_000 - TOKEN_REFRESH_LEAD_MS]);
  });

  it('keeps the access token in memory only: nothing in web storage or in the cookies a script can read', async () => {
    const { client } = newClient({ [AuthPaths.login]: () => json(200, loginSuccess()) });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    expect(client.accessToken).toBe('access-1');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('access-1');
  });

  it('returns an MFA challenge without starting a session', async () => {
    const challenge = { mfaRequired: true, challengeId: 'c-1', methods: ['totp'] };
    const { client } = newClient({ [AuthPaths.login]: () => json(200, challenge) });
    await expect(client.login({ email: 'a@b.co', password: 'pw', brand: 'default' })).resolves.toEqual(challenge);
    expect(client.user).toBeNull();
    expect(client.accessToken).toBeNull();
  });

  it('maps a failing sign-in to the error shape message', async () => {
    const { client } = newClient({ [AuthPaths.login]: () => json(401, { code: 'unauthorized', message: 'Invalid email or password' }) });
    await expect(client.login({ email: 'a@b.co', password: 'x', brand: 'default' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });
});

describe('SessionClient after a reload', () => {
  it('gets its access token back with one refresh, sent with no body (the refresh token is the HttpOnly cookie), before any API call', async () => {
    const first = newClient({ [AuthPaths.login]: () => json(200, loginSuccess()) });
    await first.client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    first.client.stop();

    const dataHandler: Handler = (call) =>
      call.authorization === 'Bearer access-2' ? json(200, { path: call.path }) : json(401, { code: 'unauthorized', message: 'no token' });
    const second = newClient({
      [AuthPaths.refresh]: () => json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 400 }),
      '/api/client': dataHandler,
      '/api/role': dataHandler,
    });
    expect(second.client.user?.userId).toBe('42');
    expect(second.client.accessToken).toBeNull();
    second.client.start();
    const results = await Promise.all(['/api/client', '/api/role'].map((path) => second.client.json<{ path: string }>(path)));

    expect(results).toEqual([{ path: '/api/client' }, { path: '/api/role' }]);
    expect(second.calls.map((c) => c.path)).toEqual([AuthPaths.refresh, '/api/client', '/api/role']);
    expect(second.calls[0]).toMatchObject({ method: 'POST', authorization: null, body: undefined });
    expect(second.client.accessToken).toBe('access-2');
    expect(second.timers.active().map((t) => t.ms)).toEqual([100_000]);
  });

  it('signs out when the refresh cookie is gone or refused', async () => {
    const first = newClient({ [AuthPaths.login]: () => json(200, loginSuccess()) });
    await first.client.login({ email: 'ana@example.com', password: 'pw', brand: 'sfc' });
    first.client.stop();

    const second = newClient({
      [AuthPaths.refresh]: () => json(401, { code: 'invalidRefreshToken', message: 'The session has ended, please sign in again' }),
      [AuthPaths.logout]: () => json(401, { code: 'unauthorized', message: 'Authentication required' }),
    });
    second.client.start();
    await second.client.whenRestored();
    expect(second.client.user).toBeNull();
    expect(readUserConfigCookie(documentCookies(document))).toBeNull();
    expect(second.signOuts).toEqual([{ brand: 'sfc', reason: 'expired' }]);
  });

  it('waits for the restoring refresh before signing out, so the logout carries a token', async () => {
    const first = newClient({ [AuthPaths.login]: () => json(200, loginSuccess()) });
    await first.client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    first.client.stop();

    let answerRefresh: () => void = () => {};
    const second = newClient({
      [AuthPaths.refresh]: () =>
        new Promise<Response>((resolve) => {
          answerRefresh = () => resolve(json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 3600 }));
        }),
      [AuthPaths.logout]: () => json(200, { ok: true }),
    });
    second.client.start();
    const signedOut = second.client.signOut('new-version');
    answerRefresh();
    await signedOut;
    expect(second.calls.find((c) => c.path === AuthPaths.logout)).toMatchObject({
      authorization: 'Bearer access-2',
      body: { email: 'ana@example.com' },
    });
    expect(second.signOuts).toEqual([{ brand: 'default', reason: 'new-version' }]);
  });
});

describe('SessionClient token refresh', () => {
  it('refreshes when the scheduled timer fires and reschedules from the new expiry', async () => {
    const { client, calls, timers } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.refresh]: () => json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 7200 }),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    timers.fire();
    await client.refresh();

    const refreshCalls = calls.filter((c) => c.path === AuthPaths.refresh);
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]).toMatchObject({ method: 'POST', authorization: null, body: undefined });
    expect(client.accessToken).toBe('access-2');
    expect(timers.active().map((t) => t.ms)).toEqual([7200_000 - TOKEN_REFRESH_LEAD_MS]);
  });

  it('on concurrent 401s runs exactly one refresh, holds the others, and retries each with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const dataHandler: Handler = (call) =>
      call.authorization === 'Bearer access-2' ? json(200, { path: call.path }) : json(401, { code: 'unauthorized', message: 'expired' });
    const { client, calls } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.refresh]: async () => {
        await refreshGate;
        return json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 3600 });
      },
      '/api/client': dataHandler,
      '/api/role': dataHandler,
      '/api/feature': dataHandler,
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });

    const results = Promise.all(['/api/client', '/api/role', '/api/feature'].map((path) => client.json<{ path: string }>(path)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // All three failed and are waiting; only one refresh is in flight.
    expect(calls.filter((c) => c.path === AuthPaths.refresh)).toHaveLength(1);
    expect(calls.filter((c) => c.path.startsWith('/api/') && c.path !== AuthPaths.login && c.path !== AuthPaths.refresh)).toHaveLength(3);
    releaseRefresh();

    await expect(results).resolves.toEqual([{ path: '/api/client' }, { path: '/api/role' }, { path: '/api/feature' }]);
    expect(calls.filter((c) => c.path === AuthPaths.refresh)).toHaveLength(1);
    const retries = calls.filter((c) => c.authorization === 'Bearer access-2');
    expect(retries.map((c) => c.path).sort()).toEqual(['/api/client', '/api/feature', '/api/role']);
  });

  it('retries without a second refresh when the 401 answers a call sent before another refresh finished', async () => {
    let answerStale: (r: Response) => void = () => {};
    const { client, calls } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.refresh]: () => json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 3600 }),
      '/api/slow': (call) =>
        call.authorization === 'Bearer access-2'
          ? json(200, { ok: true })
          : new Promise<Response>((resolve) => {
              answerStale = resolve;
            }),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    const slow = client.json<{ ok: boolean }>('/api/slow');
    await client.refresh();
    answerStale(json(401, { code: 'unauthorized', message: 'expired' }));

    await expect(slow).resolves.toEqual({ ok: true });
    expect(calls.filter((c) => c.path === AuthPaths.refresh)).toHaveLength(1);
  });

  it('signs out and reports the brand when the refresh fails, and the waiting call gets its 401', async () => {
    const { client, calls, signOuts } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.refresh]: () => json(401, { code: 'unauthorized', message: 'refresh token revoked' }),
      [AuthPaths.logout]: () => new Response(null, { status: 204 }),
      '/api/client': () => json(401, { code: 'unauthorized', message: 'expired' }),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'alternative' });

    await expect(client.json('/api/client')).rejects.toMatchObject({ status: 401 });
    expect(signOuts).toEqual([{ brand: 'alternative', reason: 'expired' }]);
    expect(client.user).toBeNull();
    expect(readUserConfigCookie(documentCookies(document))).toBeNull();
    expect(client.accessToken).toBeNull();
    expect(calls.find((c) => c.path === AuthPaths.logout)?.body).toEqual({ email: 'ana@example.com' });
    // A page loaded after the session ended still knows which brand's login to show.
    expect(newClient({}).client.lastBrand).toBe('alternative');
  });
});

describe('SessionClient without a network', () => {
  it('answers a call that gets no answer with the one network error, and the same call works once the network is back', async () => {
    let online = false;
    const { client } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      '/api/client': () => (online ? json(200, { saved: true }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    await expect(client.json('/api/client', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 0,
      isNetwork: true,
      message: NETWORK_ERROR_MESSAGE,
    });
    online = true;
    await expect(client.json('/api/client', { method: 'POST', body: '{}' })).resolves.toEqual({ saved: true });
  });

  it('keeps the session when the refresh cannot reach the server, and tries again shortly', async () => {
    let online = false;
    const { client, calls, timers, signOuts } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.refresh]: () =>
        online
          ? json(200, { access_token: 'access-2', access_token_expiry: NOW / 1000 + 3600 })
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    timers.fire();
    await client.whenRestored();
    expect(signOuts).toEqual([]);
    expect(client.user).not.toBeNull();
    expect(timers.active().map((t) => t.ms)).toEqual([15_000]);

    online = true;
    timers.fire();
    await client.whenRestored();
    expect(client.accessToken).toBe('access-2');
    expect(calls.filter((c) => c.path === AuthPaths.refresh)).toHaveLength(2);
  });
});

describe('SessionClient sign-out', () => {
  it('posts the email to logout and clears the session even when the server is unreachable', async () => {
    const { client, signOuts } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.logout]: () => Promise.reject(new TypeError('network down')),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'default' });
    await client.signOut();
    expect(client.user).toBeNull();
    expect(signOuts).toEqual([{ brand: 'default', reason: 'user' }]);
  });
});

describe('SessionClient password change', () => {
  it('goes on with the fresh session the server answers, since the change ended every earlier one', async () => {
    const { client, calls, timers } = newClient({
      [AuthPaths.login]: () => json(200, loginSuccess()),
      [AuthPaths.updatePassword]: (call) =>
        call.authorization === 'Bearer access-1'
          ? json(200, loginSuccess({ access_token: 'access-after-change', access_token_expiry: NOW / 1000 + 1800 }))
          : json(401, { code: 'unauthorized', message: 'Authentication required' }),
      '/api/mfa': (call) =>
        call.authorization === 'Bearer access-after-change' ? json(200, { ok: true }) : json(401, { code: 'unauthorized', message: 'x' }),
    });
    await client.login({ email: 'ana@example.com', password: 'pw', brand: 'sfc' });
    await client.changePassword('pw', 'N3w-Passw0rd!');

    expect(calls.find((c) => c.path === AuthPaths.updatePassword)?.body).toEqual({ currentPassword: 'pw', newPassword: 'N3w-Passw0rd!' });
    expect(client.accessToken).toBe('access-after-change');
    expect(client.user).toMatchObject({ brand: 'sfc', UserEmail: 'ana@example.com' });
    await expect(client.json('/api/mfa')).resolves.toEqual({ ok: true });
    expect(calls.filter((c) => c.path === AuthPaths.refresh)).toHaveLength(0);
    expect(timers.active().map((t) => t.ms)).toEqual([1800_000 - TOKEN_REFRESH_LEAD_MS]);
  });
});
