import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7211;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'MFA Proof Channel');
});
afterAll(() => t?.close());

const setEmailCode = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/mfa', headers: t.bearer(token), payload });
const removeAuthenticator = (token: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/mfa/authenticator', headers: t.bearer(token), payload });
const status = async (token: string) => (await t.app.inject({ url: '/api/mfa', headers: t.bearer(token) })).json();

/** Signs a new user in and turns its authenticator on; returns its token and TOTP secret. */
async function withAuthenticator(email: string) {
  await createActiveUser(t, adminToken, { email, channelId: CHANNEL });
  const token = (await t.login(email, USER_PASSWORD)).access_token;
  const { secret } = (await t.app.inject({ method: 'POST', url: '/api/mfa/authenticator', headers: t.bearer(token) })).json();
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/mfa/authenticator/verify',
    headers: t.bearer(token),
    payload: { code: authenticator.generate(secret) },
  });
  expect(verify.statusCode).toBe(200);
  return { token, secret: secret as string };
}

describe('replacing the authenticator needs proof', () => {
  it('moves the authenticator to a new app only with the current password', async () => {
    const { token, secret } = await withAuthenticator('replace@example.com');
    const { secret: next } = (await t.app.inject({ method: 'POST', url: '/api/mfa/authenticator', headers: t.bearer(token) })).json();
    const confirm = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/mfa/authenticator/verify', headers: t.bearer(token), payload });

    const bare = await confirm({ code: authenticator.generate(next) });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ currentPassword: 'Please enter your current password' });
    const wrong = await confirm({ code: authenticator.generate(next), currentPassword: 'Not-My-Passw0rd!' });
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is wrong' });
    // The old app still signs in: nothing was replaced.
    const stored = await t.database.db
      .selectFrom('identity.users')
      .select('totp_secret')
      .where('email', '=', 'replace@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(secret);

    expect((await confirm({ code: authenticator.generate(next), currentPassword: USER_PASSWORD })).statusCode).toBe(200);
    const replaced = await t.database.db
      .selectFrom('identity.users')
      .select('totp_secret')
      .where('email', '=', 'replace@example.com')
      .executeTakeFirstOrThrow();
    expect(replaced.totp_secret).toBe(next);
  });
});

describe('switching MFA off needs proof', () => {
  it('turns the emailed code on freely, but off only with the current password', async () => {
    await createActiveUser(t, adminToken, { email: 'emailcode@example.com', channelId: CHANNEL });
    const token = (await t.login('emailcode@example.com', USER_PASSWORD)).access_token;
    expect((await setEmailCode(token, { emailCode: true })).json().emailCode).toBe(true);

    const bare = await setEmailCode(token, { emailCode: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'validation', fields: { currentPassword: 'Please enter your current password' } });
    const wrong = await setEmailCode(token, { emailCode: false, currentPassword: 'Not-My-Passw0rd!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is wrong' });
    expect((await status(token)).emailCode).toBe(true);

    const off = await setEmailCode(token, { emailCode: false, currentPassword: USER_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().emailCode).toBe(false);
  });

  it('accepts a fresh authenticator code instead of the password', async () => {
    const { token, secret } = await withAuthenticator('codeproof@example.com');
    expect((await setEmailCode(token, { emailCode: true })).statusCode).toBe(200);
    const wrongCode = await setEmailCode(token, { emailCode: false, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields).toEqual({ code: 'The code is not valid' });
    const off = await setEmailCode(token, { emailCode: false, code: authenticator.generate(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().emailCode).toBe(false);
  });

  it('removes the authenticator only with the current password or a fresh code from it', async () => {
    const { token, secret } = await withAuthenticator('remover@example.com');
    const bare = await removeAuthenticator(token, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ currentPassword: 'Please enter your current password' });
    expect((await removeAuthenticator(token, { currentPassword: 'Not-My-Passw0rd!' })).statusCode).toBe(400);
    expect((await status(token)).authenticator).toBe(true);
    expect((await removeAuthenticator(token, { code: authenticator.generate(secret) })).statusCode).toBe(200);
    expect((await status(token)).authenticator).toBe(false);

    const again = await withAuthenticator('remover2@example.com');
    expect((await removeAuthenticator(again.token, { currentPassword: USER_PASSWORD })).statusCode).toBe(200);
    expect((await status(again.token)).authenticator).toBe(false);
  });

  it('counts wrong proofs toward the account’s limit shared with password changes: the sixth try answers 429', async () => {
    const { token } = await withAuthenticator('prober@example.com');
    await setEmailCode(token, { emailCode: true });
    const tries = [
      () => setEmailCode(token, { emailCode: false, currentPassword: 'Guess-1-Passw0rd!' }),
      () => removeAuthenticator(token, { code: '000000' }),
      () => setEmailCode(token, { emailCode: false, code: '111111' }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/update-user-password',
          headers: t.bearer(token),
          payload: { currentPassword: 'Guess-2-Passw0rd!', newPassword: 'Another-Passw0rd!' },
        }),
      () => removeAuthenticator(token, { currentPassword: 'Guess-3-Passw0rd!' }),
    ];
    for (const attempt of tries) expect((await attempt()).statusCode).toBe(400);
    const held = await removeAuthenticator(token, { currentPassword: USER_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('tooManyRequests');
    expect((await status(token)).authenticator).toBe(true);
  });
});
