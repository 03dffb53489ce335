import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { lastMailTo } from '../../testing/read-mail.ts';
import { refreshCookieOf, withRefreshCookie } from '../../testing/refresh-cookie.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7151;
const WEEK = 7 * 24 * 60 * 60;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Cookie Channel');
  await createActiveUser(t, adminToken, { email: 'browser@example.com', channelId: CHANNEL });
});
afterAll(() => t?.close());

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const signIn = (headers: Record<string, string> = {}) =>
  post('/api/auth/login', { email: 'browser@example.com', password: USER_PASSWORD }, headers);
const refresh = (token: string | undefined) => post('/api/auth/refresh-token', undefined, withRefreshCookie(token));

describe('the refresh token lives in an HttpOnly cookie', () => {
  it('is set by sign-in as HttpOnly, SameSite=Strict and scoped to /api/auth, and never appears in the answer', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).not.toContain('refresh_token');
    expect(res.json()).toMatchObject({ UserEmail: 'browser@example.com' });
    const cookie = refreshCookieOf(res);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.attributes).toEqual({ path: '/api/auth', 'max-age': String(WEEK), httponly: '', samesite: 'Strict' });
    expect(res.body).not.toContain(cookie!.value);
  });

  it('is not Secure over plain HTTP even when a caller claims HTTPS through X-Forwarded-Proto', async () => {
    const res = await signIn({ 'x-forwarded-proto': 'https' });
    expect(refreshCookieOf(res)?.attributes).not.toHaveProperty('secure');
  });

  it('is read by refresh-token, which rotates it and answers the access token only', async () => {
    const first = refreshCookieOf(await signIn())!.value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access_token', 'access_token_expiry']);
    const next = refreshCookieOf(res)!;
    expect(next.value).not.toBe(first);
    expect(next.attributes).toMatchObject({ path: '/api/auth', httponly: '', samesite: 'Strict' });
    expect((await t.app.inject({ url: '/api/mfa', headers: t.bearer(res.json().access_token) })).statusCode).toBe(200);
    expect((await refresh(next.value)).statusCode).toBe(200);
  });

  it('is the only way to refresh: a token in the body is not accepted', async () => {
    const token = refreshCookieOf(await signIn())!.value;
    const res = await post('/api/auth/refresh-token', { refresh_token: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalidRefreshToken');
    // Still unused, so the cookie works.
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it('is cleared when a refresh is refused', async () => {
    const res = await refresh('not-a-token-we-issued');
    expect(res.statusCode).toBe(401);
    expect(refreshCookieOf(res)).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/api/auth' } });
  });

  it('is cleared by logout', async () => {
    const session = await t.login('browser@example.com', USER_PASSWORD);
    const out = await post('/api/auth/logout', { email: 'browser@example.com' }, t.bearer(session.access_token));
    expect(out.statusCode).toBe(200);
    expect(refreshCookieOf(out)).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/api/auth' } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('is set by verifyOtp when a sign-in completes with a code', async () => {
    await createActiveUser(t, adminToken, { email: 'coded@example.com', channelId: CHANNEL });
    const token = (await t.login('coded@example.com', USER_PASSWORD)).access_token;
    await t.app.inject({ method: 'PUT', url: '/api/mfa', headers: t.bearer(token), payload: { emailCode: true } });
    const challenge = (await post('/api/auth/login', { email: 'coded@example.com', password: USER_PASSWORD })).json();
    expect(challenge.mfaRequired).toBe(true);
    await post('/api/auth/sendOtpPostValidate', { challengeId: challenge.challengeId });
    const code = /sign-in code is (\d{6})/.exec((await lastMailTo(t.mailDir, 'coded@example.com')).mail.text)![1]!;
    const res = await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: code });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).not.toContain('refresh_token');
    const cookie = refreshCookieOf(res)!;
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Strict', path: '/api/auth' });
    expect((await refresh(cookie.value)).statusCode).toBe(200);
  });
});

describe('the refresh cookie behind HTTPS', () => {
  let secure: IdentityTestApp;
  beforeAll(async () => {
    secure = await startIdentityTestApp({ env: { PUBLIC_URL: 'https://filings.example.com' } });
  });
  afterAll(() => secure?.close());

  it('is Secure when the product is served over HTTPS (PUBLIC_URL), where TLS ends in front of the service', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)?.attributes).toMatchObject({ secure: '', httponly: '', samesite: 'Strict', path: '/api/auth' });
  });
});
