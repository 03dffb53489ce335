import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

/**
 * Short locks (1 s, then 2 s at most) so the tests see them expire by themselves; the address
 * throttle (all these tries come from one address) is out of the way.
 */
let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7111;
const WRONG = 'Wrong-Pass-123!';
const INVALID = { code: 'invalidCredentials', message: 'Invalid email or password' };

beforeAll(async () => {
  t = await startIdentityTestApp({
    config: {
      lockoutThreshold: 3,
      lockoutSeconds: { first: 1, max: 2 },
      signInAddressThrottle: { freeFailures: 1000, windowSeconds: 60, firstDelaySeconds: 1, maxDelaySeconds: 1 },
    },
  });
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Lockout Channel');
});
afterAll(() => t?.close());

const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function lockRow(email: string) {
  return t.database.db
    .selectFrom('identity.users')
    .select(['locked_at', 'locked_until', 'failed_logins'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Sends wrong passwords until the threshold; returns how long the lock it started lasts (ms). */
async function lockOut(email: string): Promise<number> {
  for (let i = 0; i < 3; i++) {
    const res = await signIn(email, WRONG);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  }
  const row = await lockRow(email);
  expect(row.locked_at).not.toBeNull();
  expect(row.locked_until).not.toBeNull();
  return row.locked_until!.getTime() - row.locked_at!.getTime();
}

async function waitUntilUnlocked(email: string): Promise<void> {
  const until = (await lockRow(email)).locked_until!.getTime();
  await new Promise((done) => setTimeout(done, Math.max(0, until - Date.now()) + 50));
}

describe('account lockout', () => {
  it('never counts successful sign-ins: one account signs in a dozen times in a row', async () => {
    await createActiveUser(t, adminToken, { email: 'often@example.com', channelId: CHANNEL });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('often@example.com', USER_PASSWORD)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('locks after consecutive failures for a while, refusing even the right password alike, then unlocks by itself', async () => {
    await createActiveUser(t, adminToken, { email: 'lapsed@example.com', channelId: CHANNEL });
    expect(await lockOut('lapsed@example.com')).toBe(1000);
    const right = await signIn('lapsed@example.com', USER_PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(INVALID);

    await waitUntilUnlocked('lapsed@example.com');
    expect((await signIn('lapsed@example.com', USER_PASSWORD)).statusCode).toBe(200);
    const view = await t.app.inject({ url: '/api/user?filter=lapsed', headers: t.bearer(adminToken) });
    expect(view.json().items[0].locked).toBe(false);
    const actions = await t.database.db
      .selectFrom('identity.audit_log')
      .select(['action', 'after'])
      .where('actor_email', '=', 'lapsed@example.com')
      .where('action', 'in', ['Lock', 'SignInFailed'])
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['SignInFailed', 'SignInFailed', 'SignInFailed', 'Lock', 'SignInFailed']);
    expect(actions[3]!.after).toMatchObject({ locked: true, failedSignIns: 3, seconds: 1 });
    expect(actions[4]!.after).toMatchObject({ reason: 'locked' });
  });

  it('makes each further lock last longer, up to the cap', async () => {
    await createActiveUser(t, adminToken, { email: 'repeat@example.com', channelId: CHANNEL });
    const durations: number[] = [];
    for (let i = 0; i < 3; i++) {
      durations.push(await lockOut('repeat@example.com'));
      await waitUntilUnlocked('repeat@example.com');
    }
    expect(durations).toEqual([1000, 2000, 2000]);
    // A successful sign-in starts the count afresh.
    expect((await signIn('repeat@example.com', USER_PASSWORD)).statusCode).toBe(200);
    expect(await lockOut('repeat@example.com')).toBe(1000);
  });

  it('locks the first admin (user 1) only for a while too', async () => {
    await lockOut(ADMIN_EMAIL);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(401);
    await waitUntilUnlocked(ADMIN_EMAIL);
    const back = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json().userId).toBe('1');
  });
});
