import { Messages, Module } from '@ea/contracts';
import {
  auditActionLabel,
  describeAuditEntry,
  IdentityErrors,
  type UserAuditEntry,
  UserBulkPaths,
  type UserView,
} from '@ea/contracts/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type IdentityTestApp, startIdentityTestApp } from '../../testing/identity-test-app.ts';
import { readMails } from '../../testing/read-mail.ts';
import { withRefreshCookie } from '../../testing/refresh-cookie.ts';
import { createActiveUser, USER_PASSWORD } from '../../testing/test-users.ts';
import { type SignedInManager, signedInUserManager } from '../../testing/user-manager.ts';

let t: IdentityTestApp;
let admin: Record<string, string>;
let adminToken: string;
let roles: { id: number; name: string }[];
let manager: SignedInManager;
const NORTH = 7401;
const SOUTH = 7402;

const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
const tag = () => crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await startIdentityTestApp();
  adminToken = (await t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  admin = t.bearer(adminToken);
  await t.addChannel(NORTH, 'North');
  await t.addChannel(SOUTH, 'South');
  roles = (await t.app.inject({ url: '/api/role', headers: admin })).json();
  manager = await signedInUserManager(t, adminToken, NORTH, `north-manager-${tag()}@example.com`);
});
afterAll(() => t?.close());

/** A user added by the admin (PROVISIONED, its activation mail sent unless asked otherwise). */
async function invited(channelId: number, extra: object = {}): Promise<UserView> {
  const email = `invited-${tag()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: {
      email,
      userName: email.split('@')[0],
      firstName: 'In',
      lastName: 'Vited',
      channelId,
      roles: [roleId('Preparer')],
      products: [Module.library],
      confirmed: true,
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const active = (channelId: number) => createActiveUser(t, adminToken, { email: `active-${tag()}@example.com`, channelId });
const readUser = async (id: number): Promise<UserView> => (await t.app.inject({ url: `/api/user/${id}`, headers: admin })).json();
const bulk = (path: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: path, headers, payload });
const auditCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('identity.audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const activationMails = async (email: string) => (await readMails(t.mailDir, email)).length;

describe('last sign-in', () => {
  it('is null until the first sign-in, then the moment of each successful one; failures and refreshes leave it', async () => {
    const user = await active(NORTH);
    expect(user.lastSignInAt).toBeNull();
    expect((await readUser(user.id)).lastSignInAt).toBeNull();

    const before = Date.now();
    await t.login(user.email, USER_PASSWORD);
    const first = (await readUser(user.id)).lastSignInAt;
    expect(first).not.toBeNull();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first!)).toBeLessThanOrEqual(Date.now() + 1000);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Wrong-Passw0rd!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await readUser(user.id)).lastSignInAt).toBe(first);

    await new Promise((done) => setTimeout(done, 20));
    await t.login(user.email, USER_PASSWORD);
    const second = (await readUser(user.id)).lastSignInAt;
    expect(Date.parse(second!)).toBeGreaterThan(Date.parse(first!));

    const listed = (await t.app.inject({ url: `/api/user?filter=${encodeURIComponent(user.email)}`, headers: admin })).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: user.id, lastSignInAt: second })]);
  });

  it('is recorded when an MFA sign-in completes, not when the password step answers its challenge', async () => {
    const user = await active(NORTH);
    const signedIn = await t.login(user.email, USER_PASSWORD);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa',
      headers: t.bearer(signedIn.access_token),
      payload: { emailCode: true },
    });
    expect(on.statusCode).toBe(200);
    await t.database.db.updateTable('identity.users').set({ last_sign_in_at: null }).where('id', '=', user.id).execute();

    const challenge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: USER_PASSWORD },
    });
    expect(challenge.json().mfaRequired).toBe(true);
    expect((await readUser(user.id)).lastSignInAt).toBeNull();

    const { challengeId } = challenge.json();
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/sendOtpPostValidate', payload: { challengeId } });
    expect(sent.statusCode).toBe(200);
    const mails = await readMails(t.mailDir, user.email);
    const code = /sign-in code is (\d{6})/.exec(mails[mails.length - 1]!.text)![1];
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verifyOtp', payload: { challengeId, otp: code } });
    expect(verified.statusCode).toBe(200);
    expect((await readUser(user.id)).lastSignInAt).not.toBeNull();
  });
});

describe('invitation status', () => {
  it('tells an open invitation, one not sent, an expired link and an activated account apart', async () => {
    const pending = await invited(NORTH);
    expect(pending.invitation.state).toBe('pending');
    expect(Date.parse(pending.invitation.expiresAt!)).toBeGreaterThan(Date.now());
    expect(Date.parse(pending.invitation.sentAt!)).toBeLessThanOrEqual(Date.now());

    const notSent = await invited(NORTH, { sendActivation: false });
    expect(notSent.invitation).toEqual({ state: 'notSent', sentAt: null, expiresAt: null });

    await t.database.db
      .updateTable('identity.password_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', pending.id)
      .execute();
    expect((await readUser(pending.id)).invitation.state).toBe('expired');

    const activated = await active(NORTH);
    expect((await readUser(activated.id)).invitation.state).toBe('activated');
  });

  it('resending the invitation mails a fresh link and opens the invitation again', async () => {
    const user = await invited(NORTH);
    await t.database.db
      .updateTable('identity.password_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    const mailsBefore = await activationMails(user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/okta-activation-email', headers: admin, payload: { userId: user.id } });
    expect(res.statusCode).toBe(200);
    expect(await activationMails(user.email)).toBe(mailsBefore + 1);
    const after = await readUser(user.id);
    expect(after.invitation.state).toBe('pending');
    expect(Date.parse(after.invitation.sentAt!)).toBeGreaterThan(Date.parse(user.invitation.sentAt!));
  });
});

describe('bulk actions', () => {
  it('deactivates several users in one request, refusing the caller’s own account with its reason', async () => {
    const [a, b] = [await active(NORTH), await active(NORTH)];
    const refreshBefore = await t.login(a.email, USER_PASSWORD);
    const res = await bulk(UserBulkPaths.deactivate, { userIds: [a.id, b.id, 1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: [a.id, b.id], refused: [{ userId: 1, email: ADMIN_EMAIL, reason: IdentityErrors.ownStatus }] });
    expect((await readUser(a.id)).activeFlag).toBe('Inactive');
    expect((await readUser(b.id)).activeFlag).toBe('Inactive');
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: USER_PASSWORD } });
    expect(refused.json().code).toBe('accountInactive');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: withRefreshCookie(refreshBefore.refreshToken),
    });
    expect(refresh.statusCode).toBe(401);
    const events = await t.database.db.selectFrom('identity.outbox').select('type').where('aggregate_id', '=', String(a.id)).execute();
    expect(events.map((e) => e.type)).toContain('user.revoked');
    const audit = await t.database.db
      .selectFrom('identity.audit_log')
      .select('after')
      .where('target_id', '=', String(b.id))
      .where('action', '=', 'Update')
      .execute();
    expect(audit.map((e) => e.after)).toContainEqual({ email: b.email, status: 'ACTIVE', activeFlag: 'Inactive', bulk: true });
  });

  it('refuses the whole request when any id is outside the caller’s tenant, changing nothing', async () => {
    const north = await active(NORTH);
    const northInvited = await invited(NORTH);
    const south = await active(SOUTH);
    const auditBefore = await auditCount();
    const mailsBefore = await activationMails(northInvited.email);
    for (const [path, extra] of [
      [UserBulkPaths.deactivate, {}],
      [UserBulkPaths.resendInvitation, {}],
      [UserBulkPaths.assignRole, { roleId: roleId('Reviewer') }],
      [UserBulkPaths.assignProduct, { productId: Module.tsr }],
    ] as const) {
      const res = await bulk(path, { userIds: [north.id, northInvited.id, south.id], ...extra }, manager.headers);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ code: 'notFound', message: IdentityErrors.bulkUsersNotFound });
    }
    // An id that names nobody is refused the same way.
    const unknown = await bulk(UserBulkPaths.deactivate, { userIds: [north.id, 2_000_000_000] }, manager.headers);
    expect(unknown.statusCode).toBe(404);

    for (const id of [north.id, south.id]) {
      const user = await readUser(id);
      expect(user.activeFlag).toBe('Active');
      expect(user.roles.map((r) => r.name)).toEqual(['Preparer']);
      expect(user.products).toEqual([Module.library]);
    }
    expect(await activationMails(northInvited.email)).toBe(mailsBefore);
    expect(await auditCount()).toBe(auditBefore);

    // The same request without the other tenant's user goes through.
    const own = await bulk(UserBulkPaths.deactivate, { userIds: [north.id] }, manager.headers);
    expect(own.json()).toEqual({ done: [north.id], refused: [] });
  });

  it('keeps a manager off admin accounts and the Admin role', async () => {
    const north = await active(NORTH);
    const northAdmin = await createActiveUser(t, adminToken, {
      email: `north-admin-${tag()}@example.com`,
      channelId: NORTH,
      roles: [roleId('Admin')],
    });
    const res = await bulk(UserBulkPaths.deactivate, { userIds: [north.id, northAdmin.id] }, manager.headers);
    expect(res.json()).toEqual({
      done: [north.id],
      refused: [{ userId: northAdmin.id, email: northAdmin.email, reason: IdentityErrors.adminOnlyByAdmins }],
    });
    expect((await readUser(northAdmin.id)).activeFlag).toBe('Active');

    const grant = await bulk(UserBulkPaths.assignRole, { userIds: [north.id], roleId: roleId('Admin') }, manager.headers);
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({ code: 'forbidden', message: IdentityErrors.adminRoleByAdmins });
    expect((await readUser(north.id)).roles.map((r) => r.name)).toEqual(['Preparer']);
  });

  it('resends invitations to users not yet activated and refuses activated ones with the reason', async () => {
    const first = await invited(NORTH);
    const notSent = await invited(NORTH, { sendActivation: false });
    const done = await active(NORTH);
    const counts = [await activationMails(first.email), await activationMails(notSent.email), await activationMails(done.email)];
    const res = await bulk(UserBulkPaths.resendInvitation, { userIds: [first.id, notSent.id, done.id] }, manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: [first.id, notSent.id],
      refused: [{ userId: done.id, email: done.email, reason: IdentityErrors.alreadyActivated }],
    });
    expect([await activationMails(first.email), await activationMails(notSent.email), await activationMails(done.email)]).toEqual([
      counts[0]! + 1,
      counts[1]! + 1,
      counts[2],
    ]);
    expect((await readUser(notSent.id)).invitation.state).toBe('pending');
    // The fresh link works; the one sent before it no longer does.
    const mails = await readMails(t.mailDir, first.email);
    const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token');
    const state = async (token: string | null) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/password-link/state', payload: { token, purpose: 'activation' } })).json()
        .state;
    expect(await state(tokenOf(mails[mails.length - 2]!.text))).toBe('used');
    expect(await state(tokenOf(mails[mails.length - 1]!.text))).toBe('valid');
  });

  it('assigns a role and a product, keeping what users had, and stops their live access tokens', async () => {
    const a = await active(NORTH);
    const b = await active(NORTH);
    const signedIn = await t.login(a.email, USER_PASSWORD);
    const role = await bulk(UserBulkPaths.assignRole, { userIds: [a.id, b.id], roleId: roleId('Reviewer') }, manager.headers);
    expect(role.json()).toEqual({ done: [a.id, b.id], refused: [] });
    for (const id of [a.id, b.id]) expect((await readUser(id)).roles.map((r) => r.name)).toEqual(['Preparer', 'Reviewer']);
    const stale = await t.app.inject({ url: '/api/profile', headers: t.bearer(signedIn.access_token) });
    expect(stale.statusCode).toBe(401);

    const again = await bulk(UserBulkPaths.assignRole, { userIds: [a.id], roleId: roleId('Reviewer') }, manager.headers);
    expect(again.json()).toEqual({ done: [a.id], refused: [] });
    expect((await readUser(a.id)).roles.map((r) => r.name)).toEqual(['Preparer', 'Reviewer']);

    const product = await bulk(UserBulkPaths.assignProduct, { userIds: [a.id, b.id], productId: Module.tsr });
    expect(product.json()).toEqual({ done: [a.id, b.id], refused: [] });
    expect((await readUser(b.id)).products).toEqual([Module.library, Module.tsr].sort((x, y) => x - y));
    const log = await t.database.db
      .selectFrom('identity.audit_log')
      .select('action')
      .where('target_id', '=', String(a.id))
      .where('action', '=', 'RoleChange')
      .execute();
    expect(log).toHaveLength(1);

    // The users audit log names each user of the bulk action and says what it did.
    const entries = (await t.app.inject({ url: '/api/user/auditlog?type=user&actionfilter=RoleChange,Update&limit=500', headers: admin }))
      .json()
      .items.filter((entry: UserAuditEntry) => entry.targetId === String(a.id) || entry.targetId === String(b.id));
    expect(entries.map((entry: UserAuditEntry) => `${auditActionLabel(entry.action)}: ${describeAuditEntry(entry)}`).sort()).toEqual(
      [
        `Role change: User ${a.email} — roles: Preparer, Reviewer, bulk action`,
        `Role change: User ${b.email} — roles: Preparer, Reviewer, bulk action`,
        `Update: User ${a.email} — bulk action`,
        `Update: User ${b.email} — bulk action`,
      ].sort(),
    );
  });

  it('answers unknown roles and products, and empty or oversized id lists, in the error shape', async () => {
    const user = await active(NORTH);
    const noRole = await bulk(UserBulkPaths.assignRole, { userIds: [user.id], roleId: 999_999 });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().fields).toEqual({ roleId: Messages.user.roleRequired });
    const noProduct = await bulk(UserBulkPaths.assignProduct, { userIds: [user.id], productId: 99 });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().fields).toEqual({ productId: Messages.user.productRequired });
    const empty = await bulk(UserBulkPaths.deactivate, { userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation');
    const tooMany = await bulk(UserBulkPaths.deactivate, { userIds: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect((await readUser(user.id)).activeFlag).toBe('Active');
  });
});
