import { Module } from '@ea/contracts';
import { createMailer, type Mailer } from '@ea/mail';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { nextMailTo, readMails } from '../../testing/read-mail.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';

/** Counts argon2 verifications: the expensive work an answer's timing would betray. */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});

/**
 * The file mailer behind a switch: held, a message waits until released; a listed address is
 * refused once, as a mail server that is down would.
 */
function switchedMailer(mailDir: () => string) {
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const refuseOnce = new Set<string>();
  let real: Mailer | undefined;
  const mailer: Mailer = {
    async send(message) {
      await gate;
      if (refuseOnce.delete(message.to)) throw new Error('mail server unavailable');
      real ??= createMailer({ smtpUrl: undefined, mailDir: mailDir(), from: 'test@example.com', log: { info() {} } });
      await real.send(message);
    },
  };
  return {
    mailer,
    hold() {
      gate = new Promise((done) => {
        release = done;
      });
    },
    release: () => release(),
    refuseOnce: (to: string) => refuseOnce.add(to),
  };
}

let t: IdentityTestApp;
let adminToken: string;
const CHANNEL = 7131;
const mails = switchedMailer(() => t.mailDir);

beforeAll(async () => {
  t = await startIdentityTestApp({ config: { lockoutThreshold: 3, resetMailRetrySeconds: 1 }, mailer: mails.mailer });
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  await t.addChannel(CHANNEL, 'Equal Channel');
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function answerWithWork(email: string, password: string) {
  const before = argon2.verifications;
  const res = await post('/api/auth/login', { email, password });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'], verifications: argon2.verifications - before };
}

describe('sign-in answers that tell nothing about the account', () => {
  it('answers an unknown email, a user without a password, a wrong password and a locked account alike, after one argon2 verify each', async () => {
    await createActiveUser(t, adminToken, { email: 'known@example.com', channelId: CHANNEL });
    await createActiveUser(t, adminToken, { email: 'locked-out@example.com', channelId: CHANNEL });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: t.bearer(adminToken),
      payload: {
        email: 'no-password@example.com',
        userName: 'nopw',
        firstName: 'No',
        lastName: 'Password',
        channelId: CHANNEL,
        roles: [(await t.app.inject({ url: '/api/role', headers: t.bearer(adminToken) })).json()[0].id],
        products: [Module.library],
        confirmed: true,
      },
    });
    expect(created.json().status).toBe('PROVISIONED');
    for (let i = 0; i < 3; i++) await post('/api/auth/login', { email: 'locked-out@example.com', password: 'Wrong-Pass-123!' });

    const answers = {
      unknownEmail: await answerWithWork('nobody@example.com', USER_PASSWORD),
      withoutPassword: await answerWithWork('no-password@example.com', USER_PASSWORD),
      wrongPassword: await answerWithWork('known@example.com', 'Wrong-Pass-123!'),
      lockedWithRightPassword: await answerWithWork('locked-out@example.com', USER_PASSWORD),
    };
    const expected = {
      status: 401,
      body: { code: 'invalidCredentials', message: 'Invalid email or password' },
      type: 'application/json; charset=utf-8',
      verifications: 1,
    };
    expect(answers).toEqual({
      unknownEmail: expected,
      withoutPassword: expected,
      wrongPassword: expected,
      lockedWithRightPassword: expected,
    });
    const reasons = await t.database.db
      .selectFrom('identity.audit_log')
      .select('after')
      .where('action', '=', 'SignInFailed')
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    expect(reasons.map((r) => (r.after as { reason: string }).reason).reverse()).toEqual([
      'unknown-email',
      'no-password',
      'wrong-password',
      'locked',
    ]);
  });
});

describe('forgot-password answers that tell nothing about the account', () => {
  it('answers a known and an unknown address alike, before any mail goes out, and mails only the known one', async () => {
    await createActiveUser(t, adminToken, { email: 'remembers@example.com', channelId: CHANNEL });
    const seen = (await readMails(t.mailDir, 'remembers@example.com')).length;
    mails.hold();
    const answered = (email: string) =>
      Promise.race([
        post('/api/auth/forgot-password', { email }),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`forgot-password for ${email} waited for the mail`)), 5000)),
      ]);
    try {
      const known = await answered('remembers@example.com');
      const unknown = await answered('stranger@example.com');
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({ status: known.statusCode, body: known.body });
      expect(known.statusCode).toBe(200);
      expect((await readMails(t.mailDir, 'remembers@example.com')).length).toBe(seen);
    } finally {
      mails.release();
    }
    const { link } = await nextMailTo(t.mailDir, 'remembers@example.com', seen);
    expect(link).toMatch(/^http:\/\/app\.test\/reset-password\?token=/);
    expect(await readMails(t.mailDir, 'stranger@example.com')).toEqual([]);
  });

  it('sends a reset mail again later when the mail server refused it', async () => {
    await createActiveUser(t, adminToken, { email: 'unlucky@example.com', channelId: CHANNEL });
    const seen = (await readMails(t.mailDir, 'unlucky@example.com')).length;
    mails.refuseOnce('unlucky@example.com');
    expect((await post('/api/auth/forgot-password', { email: 'unlucky@example.com' })).statusCode).toBe(200);
    const { link } = await nextMailTo(t.mailDir, 'unlucky@example.com', seen);
    const token = new URL(link!).searchParams.get('token');
    expect((await post('/api/auth/reset-password', { token, password: 'Brand-New-Passw0rd!' })).statusCode).toBe(200);
  });
});
