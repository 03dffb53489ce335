import { randomUUID } from 'node:crypto';
import type { BrandId, IdentityLoginChallenge } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { verifyPassword } from '../auth/password-hashing.ts';
import { findChannel } from '../db/channels-repository.ts';
import type { IdentityExecutor } from '../db/identity-database.ts';
import { insertChallenge } from '../db/mfa-challenges-repository.ts';
import { findUserByEmail, type UserRow, updateUser } from '../db/users-repository.ts';
import { actingAs, audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { countFailedSignIn, hasFailures, isLocked, UNLOCKED } from './sign-in-lockout.ts';

export interface SignInOptions {
  deps: IdentityDeps;
  email: string;
  password: string;
  brand: BrandId;
  actor: AuditActor;
}

/** A session, or a challenge to complete with verifyOtp (no refresh token yet). */
export type SignInResult = IssuedSession | { answer: IdentityLoginChallenge; refreshToken?: undefined };

/** A user may sign in only when ACTIVE, flagged Active and not locked. */
export function assertCanSignIn(user: UserRow): void {
  if (isLocked(user)) throw IdentityErrors.accountLocked();
  if (user.status !== 'ACTIVE' || !user.active) throw IdentityErrors.accountInactive();
}

type Outcome = { ok: true; result: SignInResult } | { ok: false; error: Error; guess: boolean };

const ADDRESS_BUCKET = 'sign-in';

/**
 * Checks email and password, then either issues the session or, for a user with MFA on (or in
 * a channel requiring it), answers a challenge to complete with verifyOtp.
 *
 * Nothing in the answer or its timing tells whether the account exists: an unknown email, an
 * account without a password, a wrong password and a locked account all cost one argon2
 * verification and answer invalidCredentials. Failed guesses lock the account for a while (see
 * sign-in-lockout.ts) and make the caller's address wait once it has failed too often across
 * accounts; successful sign-ins count toward neither.
 */
export async function signIn({ deps, email, password, brand, actor }: SignInOptions): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  const address = `address:${actor.ip ?? 'unknown'}`;
  await deps.limiter.assertNotWaiting(ADDRESS_BUCKET, address);

  const found = await findUserByEmail(deps.db, normalized);
  const passwordOk = await verifyPassword(found?.password_hash ?? null, password);
  const outcome: Outcome = found
    ? await deps.db.transaction().execute((trx) => attempt(deps, trx, found, passwordOk, brand, actor))
    : await unknownEmail(deps, normalized, actor);
  if (outcome.ok) return outcome.result;
  if (outcome.guess) await deps.limiter.recordFailure(ADDRESS_BUCKET, address, deps.config.signInAddressThrottle);
  throw outcome.error;
}

async function unknownEmail(deps: IdentityDeps, email: string, actor: AuditActor): Promise<Outcome> {
  await audit(deps.db, actor, {
    action: IdentityAuditActions.signInFailed,
    targetType: 'user',
    after: { email, reason: 'unknown-email' },
  });
  return { ok: false, error: IdentityErrors.invalidCredentials(), guess: true };
}

async function attempt(
  deps: IdentityDeps,
  trx: IdentityExecutor,
  found: UserRow,
  passwordOk: boolean,
  brand: BrandId,
  actor: AuditActor,
): Promise<Outcome> {
  // Locked for the transaction, so parallel failures all count.
  const user = (await trx.selectFrom('users').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirst()) ?? found;
  const userActor = actingAs(actor, user);
  const target = { targetType: 'user', targetId: user.id, channelId: user.channel_id };
  const failed = (reason: string) =>
    audit(trx, userActor, { action: IdentityAuditActions.signInFailed, ...target, after: { reason, brand } });
  const guessRefused: Outcome = { ok: false, error: IdentityErrors.invalidCredentials(), guess: true };

  // Even the right password is refused during a lock, with the answer a wrong one gets: telling
  // them apart would let a guesser go on guessing through the lock.
  if (isLocked(user)) {
    await failed('locked');
    return guessRefused;
  }
  if (!passwordOk) {
    await failed(user.password_hash === null ? 'no-password' : 'wrong-password');
    const lock = await countFailedSignIn(trx, user, deps.config);
    if (lock) {
      await audit(trx, userActor, {
        action: IdentityAuditActions.lock,
        ...target,
        before: { locked: false },
        after: { locked: true, failedSignIns: lock.failures, seconds: lock.seconds, until: lock.until.toISOString() },
      });
    }
    return guessRefused;
  }
  if (user.status !== 'ACTIVE' || !user.active) {
    await failed('inactive');
    return { ok: false, error: IdentityErrors.accountInactive(), guess: false };
  }
  if (hasFailures(user)) await updateUser(trx, user.id, UNLOCKED);

  const channel = user.channel_id === null ? undefined : await findChannel(trx, user.channel_id);
  const channelRequires = channel?.mfa_required === true;
  if (user.email_otp_enabled || user.totp_secret !== null || channelRequires) {
    const challengeId = randomUUID();
    await insertChallenge(trx, {
      id: challengeId,
      user_id: user.id,
      brand,
      email_code_hash: null,
      expires_at: new Date(Date.now() + deps.config.challengeTtlSeconds * 1000),
    });
    const answer: IdentityLoginChallenge = {
      mfaRequired: true,
      challengeId,
      methods: user.totp_secret !== null ? ['totp', 'email'] : ['email'],
      brand,
      setupAuthenticator: channelRequires && user.totp_secret === null,
    };
    return { ok: true, result: { answer } };
  }
  const session = await issueSession({ deps, trx, user, brand });
  await audit(trx, userActor, { action: IdentityAuditActions.signIn, ...target, after: { brand, method: 'password' } });
  return { ok: true, result: session };
}
