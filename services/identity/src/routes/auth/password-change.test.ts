import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp, tokenPayload } from '../../testing/identity-test-app.ts';
import { refreshCookieOf, withRefreshCookie } from '../../testing/refresh-cookie.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7141;
const NEW_PASSWORD = 'Fresh-Passw0rd-2!';

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Password Channel');
});
afterAll(() => t?.close());

const changePassword = (accessToken: string, body: object, refreshToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user-password',
    headers: { ...t.bearer(accessToken), ...(refreshToken ? withRefreshCookie(refreshToken) : {}) },
    payload: body,
  });
const refresh = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', headers: withRefreshCookie(token) });
const mfaStatus = (accessToken: string) => t.app.inject({ url: '/api/mfa', headers: t.bearer(accessToken) });

/** The guard's revocation list learns through Redis pub/sub, like another process would. */
async function refusedSoon(accessToken: string): Promise<number> {
  let status = 200;
  for (let i = 0; i < 100 && status === 200; i++) {
    status = (await mfaStatus(accessToken)).statusCode;
    if (status === 200) await new Promise((r) => setTimeout(r, 20));
  }
  return status;
}

describe('changing the own password', () => {
  it('ends every other session and refresh family, and hands the caller a fresh session in a new family', async () => {
    await createActiveUser(t, adminToken, { email: 'careful@example.com', channelId: CHANNEL });
    const here = await t.login('careful@example.com', USER_PASSWORD, 'sfc');
    const elsewhere = await t.login('careful@example.com', USER_PASSWORD);

    const changed = await changePassword(
      here.access_token,
      { currentPassword: USER_PASSWORD, newPassword: NEW_PASSWORD },
      here.refreshToken,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    expect(fresh).toMatchObject({ UserEmail: 'careful@example.com', brand: 'sfc' });
    expect(fresh.refresh_token).toBeUndefined();
    expect(tokenPayload(fresh.access_token)).toMatchObject({ brand: 'sfc' });
    const cookie = refreshCookieOf(changed);
    expect(cookie?.attributes).toMatchObject({ httponly: '', samesite: 'Strict', path: '/api/auth' });

    // Every session that existed is over: access tokens at once, refresh tokens of every family.
    expect(await refusedSoon(elsewhere.access_token)).toBe(401);
    expect(await refusedSoon(here.access_token)).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(401);

    // The caller keeps working with the session it was given.
    expect((await mfaStatus(fresh.access_token)).statusCode).toBe(200);
    const families = await t.database.db
      .selectFrom('identity.refresh_tokens')
      .select(['family_id', 'revoked_at'])
      .where('user_id', '=', Number(fresh.userId))
      .execute();
    const live = families.filter((f) => f.revoked_at === null);
    expect(live).toHaveLength(1);
    expect(families.filter((f) => f.family_id === live[0]!.family_id)).toHaveLength(1);
    const rotated = await refresh(cookie!.value);
    expect(rotated.statusCode).toBe(200);
    expect((await mfaStatus(rotated.json().access_token)).statusCode).toBe(200);
    expect((await t.login('careful@example.com', NEW_PASSWORD)).UserEmail).toBe('careful@example.com');
  });

  it('limits wrong current passwords per account: after five, even the right one answers 429 for a while', async () => {
    await createActiveUser(t, adminToken, { email: 'guesser@example.com', channelId: CHANNEL });
    await createActiveUser(t, adminToken, { email: 'bystander@example.com', channelId: CHANNEL });
    const session = await t.login('guesser@example.com', USER_PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(session.access_token, { currentPassword: `Guess-${i}-Passw0rd!`, newPassword: NEW_PASSWORD });
      statuses.push(wrong.statusCode);
      expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is wrong' });
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const held = await changePassword(session.access_token, { currentPassword: USER_PASSWORD, newPassword: NEW_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ code: 'tooManyRequests', message: 'Too many requests, please try again later' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // The limit is the account's: another user is not held.
    const other = await t.login('bystander@example.com', USER_PASSWORD);
    expect((await changePassword(other.access_token, { currentPassword: USER_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
