import { BRANDS, Module } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp, tokenPayload } from '../../testing/identity-test-app.ts';
import { lastMailTo, nextMailTo, readMails } from '../../testing/read-mail.ts';
import { refreshCookieOf, withRefreshCookie } from '../../testing/refresh-cookie.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7101;

beforeAll(async () => {
  t = await startIdentityTestApp({
    config: {
      lockoutThreshold: 3,
      lockoutSeconds: { first: 600, max: 600 },
      rateLimits: {
        otpPerAccount: { max: 20, windowSeconds: 60 },
        otpPerAddress: { max: 1000, windowSeconds: 60 },
      },
    },
  });
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Auth Channel');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: withRefreshCookie(token) });

describe('sign-in', () => {
  it('signs the first admin (user 1) in on each brand, carrying the brand in the answer and the token', async () => {
    for (const brand of Object.keys(BRANDS)) {
      const res = await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, brand });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ brand, userId: '1', UserEmail: ADMIN_EMAIL, Admin: true, Feature_UserManagement: true });
      expect(body.UserRoles).toEqual([{ RoleName: 'Admin' }]);
      expect(body.MODULE_ACCESS).toContain(Module.boir);
      const payload = tokenPayload(body.access_token);
      expect(payload).toMatchObject({ sub: '1', brand, admin: true });
      expect(body.access_token_expiry).toBe(payload.exp);
      expect(body.access_token_expiry - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    }
  });

  it('refuses a wrong password or an unknown email with 401 invalidCredentials, and audits both', async () => {
    const wrong = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalidCredentials', message: 'Invalid email or password' });
    const failures = await t.database.db
      .selectFrom('identity.audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'SignInFailed')
      .execute();
    expect(failures.some((f) => (f.after as { email?: string }).email === 'nobody-here@example.com')).toBe(true);
  });

  it('answers the configuration of a plain user without the Users feature', async () => {
    await createActiveUser(t, adminToken, { email: 'plain@example.com', channelId: CHANNEL, products: [Module.library, Module.evox] });
    const body = await t.login('plain@example.com', USER_PASSWORD, 'sfc');
    expect(body).toMatchObject({ Admin: false, Feature_UserManagement: false, MODULE_ACCESS: [Module.library, Module.evox], brand: 'sfc' });
    expect(body.UserRoles).toEqual([{ RoleName: 'Preparer' }]);
  });
});

describe('refresh tokens', () => {
  it('rotates on every refresh, and a reused old token revokes the whole family and its live access token', async () => {
    await createActiveUser(t, adminToken, { email: 'rotate@example.com', channelId: CHANNEL });
    const first = await t.login('rotate@example.com', USER_PASSWORD, 'alternative');
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const token2 = refreshCookieOf(second)!.value;
    expect(token2).not.toBe(first.refreshToken);
    expect(tokenPayload(second.json().access_token).brand).toBe('alternative');
    const third = await refresh(token2);
    expect(third.statusCode).toBe(200);
    const token3 = refreshCookieOf(third)!.value;
    const access3 = third.json().access_token;
    expect((await t.app.inject({ url: '/api/mfa', headers: t.bearer(access3) })).statusCode).toBe(200);

    // The first token again: somebody copied it.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('invalidRefreshToken');
    const newest = await refresh(token3);
    expect(newest.statusCode).toBe(401);
    const live = await t.app.inject({ url: '/api/mfa', headers: t.bearer(access3) });
    expect(live.statusCode).toBe(401);
    const stored = await t.database.db.selectFrom('identity.refresh_tokens').select(['token_hash', 'revoked_at']).execute();
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(stored.some((row) => row.token_hash === first.refreshToken)).toBe(false);

    // Signing in again starts a new family that works.
    const again = await t.login('rotate@example.com', USER_PASSWORD);
    expect((await refresh(again.refreshToken)).statusCode).toBe(200);
  });

  it('logout revokes the refresh token and the live access token', async () => {
    await createActiveUser(t, adminToken, { email: 'leaver@example.com', channelId: CHANNEL });
    const session = await t.login('leaver@example.com', USER_PASSWORD);
    const out = await post('/api/auth/logout', { email: 'leaver@example.com' }, t.bearer(session.access_token));
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/mfa', headers: t.bearer(session.access_token) })).statusCode).toBe(401);
  });
});

describe('revocation, lockout and rate limits', () => {
  it("refuses a suspended user's live access token at once, and its sign-in", async () => {
    const user = await createActiveUser(t, adminToken, { email: 'suspend-me@example.com', channelId: CHANNEL });
    const session = await t.login('suspend-me@example.com', USER_PASSWORD);
    expect((await t.app.inject({ url: '/api/mfa', headers: t.bearer(session.access_token) })).statusCode).toBe(200);
    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${user.id}/status`,
      headers: t.bearer(adminToken),
      payload: { status: 'SUSPENDED' },
    });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json().status).toBe('SUSPENDED');
    // The test app's revocation list is another instance, fed by Redis pub/sub like another process.
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i++) {
      status = (await t.app.inject({ url: '/api/mfa', headers: t.bearer(session.access_token) })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: 'suspend-me@example.com', password: USER_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('accountInactive');
  });

  it('locks an account after repeated failures, refusing even the right password, until an admin unlocks it', async () => {
    const user = await createActiveUser(t, adminToken, { email: 'locked@example.com', channelId: CHANNEL });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await post('/api/auth/login', { email: 'locked@example.com', password: 'Wrong-Pass-123!' })).json().code);
    expect(codes).toEqual(['invalidCredentials', 'invalidCredentials', 'invalidCredentials']);
    const right = await post('/api/auth/login', { email: 'locked@example.com', password: USER_PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('invalidCredentials');
    const listed = await t.app.inject({ url: `/api/user/${user.id}`, headers: t.bearer(adminToken) });
    expect(listed.json().locked).toBe(true);

    const plain = await t.login('plain@example.com', USER_PASSWORD);
    const notAdmin = await post('/api/unlock-user', { userId: user.id }, t.bearer(plain.access_token));
    expect(notAdmin.statusCode).toBe(403);
    const unlock = await post('/api/unlock-user', { userId: user.id }, t.bearer(adminToken));
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().locked).toBe(false);
    expect((await post('/api/auth/login', { email: 'locked@example.com', password: USER_PASSWORD })).statusCode).toBe(200);
    const actions = (
      await t.database.db.selectFrom('identity.audit_log').select('action').where('target_id', '=', String(user.id)).execute()
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['Create', 'PasswordChange', 'SignIn', 'SignInFailed', 'Lock', 'Unlock']));
  });

  it('keeps the sessions already signed in when the account locks: a lock answers guesses, it signs nobody out', async () => {
    await createActiveUser(t, adminToken, { email: 'working@example.com', channelId: CHANNEL });
    const live = await t.login('working@example.com', USER_PASSWORD);
    for (let i = 0; i < 3; i++) await post('/api/auth/login', { email: 'working@example.com', password: 'Wrong-Pass-123!' });
    expect((await post('/api/auth/login', { email: 'working@example.com', password: USER_PASSWORD })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/mfa', headers: t.bearer(live.access_token) })).statusCode).toBe(200);
    expect((await refresh(live.refreshToken)).statusCode).toBe(200);
  });

  it('lifts the lock when the owner completes an emailed password reset', async () => {
    await createActiveUser(t, adminToken, { email: 'locked-forgetful@example.com', channelId: CHANNEL });
    for (let i = 0; i < 3; i++) await post('/api/auth/login', { email: 'locked-forgetful@example.com', password: 'Wrong-Pass-123!' });
    expect((await post('/api/auth/login', { email: 'locked-forgetful@example.com', password: USER_PASSWORD })).statusCode).toBe(401);
    const seen = (await readMails(t.mailDir, 'locked-forgetful@example.com')).length;
    expect((await post('/api/auth/forgot-password', { email: 'locked-forgetful@example.com' })).statusCode).toBe(200);
    const { link } = await nextMailTo(t.mailDir, 'locked-forgetful@example.com', seen);
    const newPassword = 'Unl0cked-By-Mail!';
    expect(
      (await post('/api/auth/reset-password', { token: new URL(link!).searchParams.get('token'), password: newPassword })).statusCode,
    ).toBe(200);
    expect((await t.login('locked-forgetful@example.com', newPassword)).UserEmail).toBe('locked-forgetful@example.com');
    const unlock = await t.database.db
      .selectFrom('identity.audit_log')
      .select('after')
      .where('action', '=', 'Unlock')
      .where('actor_email', '=', 'locked-forgetful@example.com')
      .executeTakeFirstOrThrow();
    expect(unlock.after).toEqual({ locked: false, via: 'reset' });
  });
});

describe('passwords', () => {
  it('resets a password through the emailed single-use link on the brand’s page, ending old sessions', async () => {
    await createActiveUser(t, adminToken, { email: 'forgetful@example.com', channelId: CHANNEL });
    const old = await t.login('forgetful@example.com', USER_PASSWORD);
    const seen = (await readMails(t.mailDir, 'forgetful@example.com')).length;
    expect((await post('/api/auth/forgot-password', { email: 'forgetful@example.com', brand: 'alternative' })).statusCode).toBe(200);
    const { mail, link } = await nextMailTo(t.mailDir, 'forgetful@example.com', seen);
    expect(mail.subject).toContain(BRANDS.alternative.name);
    expect(link).toMatch(/^http:\/\/app\.test\/partner\/reset-password\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'Password must be at least 10 characters long' });
    const newPassword = 'N3w-Password-Set!';
    expect((await post('/api/auth/reset-password', { token, password: newPassword })).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'An0ther-Password!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalidLink');
    expect((await post('/api/auth/login', { email: 'forgetful@example.com', password: USER_PASSWORD })).statusCode).toBe(401);
    expect((await t.login('forgetful@example.com', newPassword)).UserEmail).toBe('forgetful@example.com');
    expect((await refresh(old.refreshToken)).statusCode).toBe(401);
  });

  it('sends no mail for an unknown address but answers the same', async () => {
    const before = (await readMails(t.mailDir)).length;
    const res = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    // The request is worked through after the answer: once it is gone, nothing was sent.
    for (let i = 0; i < 100; i++) {
      if ((await t.database.db.selectFrom('identity.password_reset_requests').select('id').execute()).length === 0) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(await t.database.db.selectFrom('identity.password_reset_requests').select('id').execute()).toEqual([]);
    expect((await readMails(t.mailDir)).length).toBe(before);
  });

  it('an activation link makes a new user ACTIVE and expires after use', async () => {
    const user = await createActiveUser(t, adminToken, { email: 'newbie@example.com', channelId: CHANNEL });
    expect(user.status).toBe('PROVISIONED');
    const { link } = await lastMailTo(t.mailDir, 'newbie@example.com');
    expect(link).toMatch(/^http:\/\/app\.test\/set-user-password\?token=/);
    const reuse = await post('/api/auth/set-user-password', {
      token: new URL(link!).searchParams.get('token'),
      password: 'Yet-An0ther-Pass!',
    });
    expect(reuse.statusCode).toBe(400);
    const view = await t.app.inject({ url: `/api/user/${user.id}`, headers: t.bearer(adminToken) });
    expect(view.json().status).toBe('ACTIVE');
  });

  it('tells a link’s state before any password is typed, and sends a new link in place of an expired or used one', async () => {
    const email = 'late-starter@example.com';
    const roles = (await t.app.inject({ url: '/api/role', headers: t.bearer(adminToken) })).json() as { id: number; name: string }[];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: t.bearer(adminToken),
      payload: {
        email,
        userName: 'late-starter',
        firstName: 'Late',
        lastName: 'Starter',
        channelId: CHANNEL,
        roles: [roles.find((r) => r.name === 'Preparer')!.id],
        products: [Module.library],
        confirmed: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
    const first = tokenOf((await lastMailTo(t.mailDir, email)).link);
    const state = async (token: string, purpose = 'activation') =>
      (await post('/api/auth/password-link/state', { token, purpose })).json().state;
    expect(await state(first)).toBe('valid');
    expect(await state(first, 'reset')).toBe('unknown');
    expect(await state('no-such-token')).toBe('unknown');

    // A week later the link has expired: the page says so, and a new link is one click away.
    await t.database.db
      .updateTable('identity.password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(await state(first)).toBe('expired');
    const mails = (await readMails(t.mailDir, email)).length;
    expect((await post('/api/auth/password-link/renew', { token: first, purpose: 'activation' })).json()).toEqual({ ok: true });
    const second = tokenOf((await nextMailTo(t.mailDir, email, mails)).link);
    expect(second).not.toBe(first);
    expect(await state(second)).toBe('valid');
    expect((await post('/api/auth/set-user-password', { token: second, password: USER_PASSWORD })).statusCode).toBe(200);
    expect(await state(second)).toBe('used');

    // Active now: renewing an old activation link, or one still valid, or an unknown one sends nothing, and answers alike.
    const sent = (await readMails(t.mailDir, email)).length;
    for (const token of [first, second, 'no-such-token']) {
      expect((await post('/api/auth/password-link/renew', { token, purpose: 'activation' })).json()).toEqual({ ok: true });
    }
    expect((await readMails(t.mailDir, email)).length).toBe(sent);
    expect((await post('/api/auth/password-link/state', { token: '', purpose: 'activation' })).statusCode).toBe(400);
    expect((await post('/api/auth/password-link/state', { token: first, purpose: 'other' })).statusCode).toBe(400);
  });

  it('update-user-password checks the current password and the policy', async () => {
    await createActiveUser(t, adminToken, { email: 'changer@example.com', channelId: CHANNEL });
    const session = await t.login('changer@example.com', USER_PASSWORD);
    const auth = t.bearer(session.access_token);
    const wrong = await post('/api/auth/update-user-password', { currentPassword: 'nope', newPassword: 'Fresh-Passw0rd!' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is wrong' });
    const weak = await post('/api/auth/update-user-password', { currentPassword: USER_PASSWORD, newPassword: 'alllowercase-123' }, auth);
    expect(weak.json().fields).toEqual({ newPassword: 'Password must contain an uppercase letter' });
    expect(
      (await post('/api/auth/update-user-password', { currentPassword: USER_PASSWORD, newPassword: 'Fresh-Passw0rd!' }, auth)).statusCode,
    ).toBe(200);
    expect((await t.login('changer@example.com', 'Fresh-Passw0rd!')).UserEmail).toBe('changer@example.com');
  });
});
