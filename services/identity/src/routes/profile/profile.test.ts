import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7301;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Profile Channel');
});
afterAll(() => t?.close());

async function signedIn(email: string) {
  await createActiveUser(t, adminToken, { email, channelId: CHANNEL, firstName: 'Pat', lastName: 'Lee' });
  return t.bearer((await t.login(email, USER_PASSWORD)).access_token);
}

const readProfile = (headers: Record<string, string>) => t.app.inject({ url: '/api/profile', headers });
const setZone = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

describe('the signed-in user’s profile', () => {
  it('starts without a time zone (the browser’s) and keeps the zone the user chooses', async () => {
    const auth = await signedIn('zone.reader@example.com');
    const fresh = await readProfile(auth);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ email: 'zone.reader@example.com', firstName: 'Pat', lastName: 'Lee', timeZone: null });

    const saved = await setZone(auth, { timeZone: 'Asia/Kolkata' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('Asia/Kolkata');
    expect((await readProfile(auth)).json().timeZone).toBe('Asia/Kolkata');

    expect((await setZone(auth, { timeZone: null })).json().timeZone).toBeNull();
    expect((await readProfile(auth)).json().timeZone).toBeNull();
  });

  it('refuses a zone it does not know, and a fixed offset, naming the field', async () => {
    const auth = await signedIn('zone.typo@example.com');
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', 'America/New York']) {
      const refused = await setZone(auth, { timeZone });
      expect(refused.statusCode, timeZone).toBe(400);
      expect(refused.json()).toEqual({
        code: 'validation',
        message: 'Please choose a time zone from the list',
        fields: { timeZone: 'Please choose a time zone from the list' },
      });
    }
    expect((await readProfile(auth)).json().timeZone).toBeNull();
  });

  it('answers only the caller: no token is refused, and nobody reaches another user’s profile', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { timeZone: 'UTC' } })).statusCode).toBe(401);

    const owner = await signedIn('zone.owner@example.com');
    const ownerId = (await readProfile(owner)).json().id as number;
    await setZone(owner, { timeZone: 'Europe/Berlin' });

    const other = await signedIn('zone.other@example.com');
    expect((await t.app.inject({ url: `/api/profile/${ownerId}`, headers: other })).statusCode).toBe(404);
    // An id in the body is not part of the request: the change lands on the caller.
    const changed = await setZone(other, { id: ownerId, timeZone: 'Pacific/Auckland' });
    expect(changed.json()).toMatchObject({ email: 'zone.other@example.com', timeZone: 'Pacific/Auckland' });
    expect((await readProfile(owner)).json()).toMatchObject({ id: ownerId, timeZone: 'Europe/Berlin' });
  });
});
