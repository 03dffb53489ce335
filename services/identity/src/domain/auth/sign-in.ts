import { randomUUID } from 'node:crypto';
import type { BrandId } from '@ea/contracts';
import type { LoginChallenge } from '@ea/contracts/identity';
import { type AuditEntry, type ChangeRecords, commitChange } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import { insertChallenge } from '../../db/mfa-challenges-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { findUserByEmail, lockUserRow, recordSignIn, type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps, PublicContext } from '../../deps.ts';
import { verifyPassword } from '../../security/password-hashing.ts';
import { actingAs, IdentityAuditActions } from '../audit-actions.ts';
import { IdentityFailures } from '../failures.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { countFailedSignIn, hasFailures, isLocked, UNLOCKED } from './sign-in-lockout.ts';

export interface SignInInput {
  email: string;
  password: string;
  brand: BrandId;
}

/** A session, or a challenge to complete with verifyOtp (no refresh token yet). */
export type SignInResult = IssuedSession | { answer: LoginChallenge; refreshToken?: undefined };

type Outcome = { ok: true; result: SignInResult } | { ok: false; error: Error; guess: boolean };

const ADDRESS_BUCKET = 'sign-in';

/**
 * auth/login: checks email and password, then either issues the session or, for a user with MFA
 * on (or in a channel requiring it), answers a challenge to complete with verifyOtp.
 *
 * Nothing in the answer or its timing tells whether the account exists: an unknown email, an
 * account without a password, a wrong password and a locked account all cost one argon2
 * verification and answer invalidCredentials. Failed guesses lock the account for a while (see
 * sign-in-lockout.ts) and make the caller's address wait once it has failed too often across
 * accounts; successful sign-ins count toward neither.
 */
export async function signIn({ deps, actor }: PublicContext, input: SignInInput): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const address = `address:${actor.ip ?? 'unknown'}`;
  await deps.limiter.assertNotWaiting(ADDRESS_BUCKET, address);

  const found = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(found?.password_hash ?? null, input.password);
  const outcome = found
    ? await commitChange(deps, actingAs(actor, found), (trx) => attempt(deps, trx, found, passwordOk, input.brand))
    : await commitChange(deps, actor, async () => unknownEmail(email));
  if (outcome.ok) return outcome.result;
  if (outcome.guess) await deps.limiter.recordFailure(ADDRESS_BUCKET, address, deps.config.signInAddressThrottle);
  throw outcome.error;
}

function unknownEmail(email: string): { result: Outcome; records: ChangeRecords } {
  const entry: AuditEntry = { action: IdentityAuditActions.signInFailed, targetType: 'user', after: { email, reason: 'unknown-email' } };
  return { result: { ok: false, error: IdentityFailures.invalidCredentials(), guess: true }, records: { audit: [entry], events: [] } };
}

async function attempt(
  deps: IdentityDeps,
  trx: IdentityExecutor,
  found: UserRow,
  passwordOk: boolean,
  brand: BrandId,
): Promise<{ result: Outcome; records: ChangeRecords }> {
  // Locked for the transaction, so parallel failures all count.
  const user = (await lockUserRow(trx, found.id)) ?? found;
  const target = { targetType: 'user', targetId: user.id, channelId: user.channel_id };
  const audit: AuditEntry[] = [];
  const done = (result: Outcome) => ({ result, records: { audit, events: [] } });
  const failed = (reason: string) => audit.push({ action: IdentityAuditActions.signInFailed, ...target, after: { reason, brand } });
  const guessRefused = (): Outcome => ({ ok: false, error: IdentityFailures.invalidCredentials(), guess: true });

  // Even the right password is refused during a lock, with the answer a wrong one gets: telling
  // them apart would let a guesser go on guessing through the lock.
  if (isLocked(user)) {
    failed('locked');
    return done(guessRefused());
  }
  if (!passwordOk) {
    failed(user.password_hash === null ? 'no-password' : 'wrong-password');
    const lock = await countFailedSignIn(trx, user, deps.config);
    if (lock) {
      audit.push({
        action: IdentityAuditActions.lock,
        ...target,
        before: { locked: false },
        after: { locked: true, failedSignIns: lock.failures, seconds: lock.seconds, until: lock.until.toISOString() },
      });
    }
    return done(guessRefused());
  }
  if (user.status !== 'ACTIVE' || !user.active) {
    failed('inactive');
    return done({ ok: false, error: IdentityFailures.accountInactive(), guess: false });
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
    const answer: LoginChallenge = {
      mfaRequired: true,
      challengeId,
      methods: user.totp_secret !== null ? ['totp', 'email'] : ['email'],
      brand,
      setupAuthenticator: channelRequires && user.totp_secret === null,
    };
    return done({ ok: true, result: { answer } });
  }
  const session = await issueSession(deps, trx, { user, brand });
  await recordSignIn(trx, user.id);
  audit.push({ action: IdentityAuditActions.signIn, ...target, after: { brand, method: 'password' } });
  return done({ ok: true, result: session });
}

/** A user may sign in only when ACTIVE, flagged Active and not locked. */
export function assertCanSignIn(user: UserRow): void {
  if (isLocked(user)) throw IdentityFailures.accountLocked();
  if (user.status !== 'ACTIVE' || !user.active) throw IdentityFailures.accountInactive();
}
