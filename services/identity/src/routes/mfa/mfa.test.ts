import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { lastMailTo, readMails } from '../../testing/read-mail.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7201;
const STRICT_CHANNEL = 7202;

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'MFA Channel');
  await t.addChannel(STRICT_CHANNEL, 'Strict Channel');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function loginChallenge(email: string, brand = 'default') {
  const res = await post('/api/auth/login', { email, password: USER_PASSWORD, brand });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('MFA with an emailed code', () => {
  it('turned on by the user, signs in only after the code from the mail', async () => {
    await createActiveUser(t, adminToken, { email: 'mailcode@example.com', channelId: CHANNEL });
    const session = await t.login('mailcode@example.com', USER_PASSWORD);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa',
      headers: t.bearer(session.access_token),
      payload: { emailCode: true },
    });
    expect(on.json()).toEqual({ emailCode: true, authenticator: false, requiredByChannel: false });

    const challenge = await loginChallenge('mailcode@example.com', 'sfc');
    expect(challenge).toMatchObject({ mfaRequired: true, methods: ['email'], brand: 'sfc', setupAuthenticator: false });
    expect(challenge.access_token).toBeUndefined();
    expect((await post('/api/auth/sendOtpPostValidate', { challengeId: challenge.challengeId })).statusCode).toBe(200);
    const { mail } = await lastMailTo(t.mailDir, 'mailcode@example.com');
    expect(mail.subject).toBe('SFC Filing Center: your sign-in code');
    const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalidOtp');
    const ok = await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ UserEmail: 'mailcode@example.com', brand: 'sfc' });
    expect(ok.json().access_token).toBeTruthy();
    // A challenge completes once.
    expect((await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: code })).statusCode).toBe(401);
  });

  it('voids a challenge after too many wrong codes', async () => {
    const challenge = await loginChallenge('mailcode@example.com');
    await post('/api/auth/sendOtpPostValidate', { challengeId: challenge.challengeId });
    const code = /sign-in code is (\d{6})/.exec((await lastMailTo(t.mailDir, 'mailcode@example.com')).mail.text)![1]!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: wrong });
    expect((await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: code })).statusCode).toBe(401);
  });
});

describe('MFA with an authenticator (TOTP)', () => {
  it('is enabled only after a code verifies, then signs in with the app’s code', async () => {
    await createActiveUser(t, adminToken, { email: 'totp@example.com', channelId: CHANNEL });
    const session = await t.login('totp@example.com', USER_PASSWORD);
    const auth = t.bearer(session.access_token);
    const setup = await t.app.inject({ method: 'POST', url: '/api/mfa/authenticator', headers: auth });
    expect(setup.statusCode).toBe(200);
    const { otpauthUri, qrCode, secret } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*totp%40example\.com\?secret=/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    // Not enabled yet: sign-in needs no code.
    expect((await t.login('totp@example.com', USER_PASSWORD)).access_token).toBeTruthy();
    const bad = await post('/api/mfa/authenticator/verify', { code: '000000' }, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ code: 'The code is not valid' });
    expect((await t.app.inject({ url: '/api/mfa', headers: auth })).json().authenticator).toBe(false);
    expect((await post('/api/mfa/authenticator/verify', { code: authenticator.generate(secret) }, auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/mfa', headers: auth })).json().authenticator).toBe(true);

    const challenge = await loginChallenge('totp@example.com', 'alternative');
    expect(challenge.methods).toEqual(['totp', 'email']);
    const ok = await post('/api/auth/verifyOtp', { challengeId: challenge.challengeId, otp: authenticator.generate(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().brand).toBe('alternative');
    const audit = await t.database.db
      .selectFrom('identity.audit_log')
      .select('after')
      .where('action', '=', 'SignIn')
      .where('actor_email', '=', 'totp@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ method: 'totp', brand: 'alternative' });
  });
});

describe('MFA required per channel', () => {
  it('challenges every user of the channel and mails those without an authenticator the setup link', async () => {
    await createActiveUser(t, adminToken, { email: 'strict@example.com', channelId: STRICT_CHANNEL, brand: 'alternative' });
    const plainToken = (await t.login('strict@example.com', USER_PASSWORD)).access_token;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/mfa/channel/${STRICT_CHANNEL}`,
      headers: t.bearer(plainToken),
      payload: { required: true },
    });
    expect(refused.statusCode).toBe(403);
    const before = (await readMails(t.mailDir, 'strict@example.com')).length;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/mfa/channel/${STRICT_CHANNEL}`,
      headers: t.bearer(adminToken),
      payload: { required: true },
    });
    expect(set.json()).toEqual({ channelId: STRICT_CHANNEL, required: true });
    const mails = await readMails(t.mailDir, 'strict@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain('http://app.test/partner/setup-authenticator');

    const challenge = await loginChallenge('strict@example.com');
    expect(challenge).toMatchObject({ mfaRequired: true, methods: ['email'], setupAuthenticator: true });
  });
});
