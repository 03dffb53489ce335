import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

/** Three free failures per address, then a wait of 2 s that doubles with each further failure. */
let t: IdentityTestApp;
const CHANNEL = 7121;

beforeAll(async () => {
  t = await startIdentityTestApp({
    config: { signInAddressThrottle: { freeFailures: 3, windowSeconds: 60, firstDelaySeconds: 2, maxDelaySeconds: 60 } },
  });
  const adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Address Channel');
  await createActiveUser(t, adminToken, { email: 'office@example.com', channelId: CHANNEL });
});
afterAll(() => t?.close());

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in throttling per address', () => {
  it('makes an address that fails across accounts wait, longer each time, answering 429 with Retry-After', async () => {
    const attacker = '198.51.100.7';
    for (const email of ['a@example.com', 'office@example.com', 'b@example.com']) {
      expect((await signInFrom(attacker, email, 'Guess-123!')).statusCode).toBe(401);
    }
    // Even the right password waits: the address, not the account, is throttled.
    const held = await signInFrom(attacker, 'office@example.com', USER_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ code: 'tooManyRequests', message: 'Too many requests, please try again later' });
    const first = Number(held.headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(2);

    // Another address is not affected.
    expect((await signInFrom('198.51.100.8', 'office@example.com', USER_PASSWORD)).statusCode).toBe(200);

    await new Promise((done) => setTimeout(done, first * 1000 + 100));
    expect((await signInFrom(attacker, 'c@example.com', 'Guess-123!')).statusCode).toBe(401);
    const longer = await signInFrom(attacker, 'c@example.com', 'Guess-123!');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(2);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4);
  });

  it('counts only failures: an address signs in successfully as often as it needs', async () => {
    const office = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signInFrom(office, 'office@example.com', USER_PASSWORD)).statusCode);
    expect(statuses).toEqual(Array(6).fill(200));
  });
});
