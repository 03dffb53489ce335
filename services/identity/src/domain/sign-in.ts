import { randomUUID } from 'node:crypto';
import type { BrandId, IdentityLoginChallenge, IdentityLoginSuccess } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { findChannel } from '../db/channels-repository.ts';
import { insertChallenge } from '../db/mfa-challenges-repository.ts';
import { countFailedLogin, findUserByEmail, type UserRow, updateUser } from '../db/users-repository.ts';
import { actingAs, audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { issueSession } from './issue-session.ts';
import { revokeUserInTransaction } from './revoke-user.ts';

export interface SignInOptions {
  deps: IdentityDeps;
  email: string;
  password: string;
  brand: BrandId;
  actor: AuditActor;
}

// Verifying against a real hash when the account does not exist keeps the answer time the same.
const unknownUserHash = hashPassword(randomUUID());

/** A user may sign in only when ACTIVE, flagged Active and not locked. */
export function assertCanSignIn(user: UserRow): void {
  if (user.locked_at) throw IdentityErrors.accountLocked();
  if (user.status !== 'ACTIVE' || !user.active) throw IdentityErrors.accountInactive();
}

type Outcome =
  | { kind: 'success'; answer: IdentityLoginSuccess }
  | { kind: 'challenge'; answer: IdentityLoginChallenge }
  | { kind: 'failed'; error: Error; revokedUserId?: number };

/**
 * Checks email and password (rate-limited per account and address), counts failures and locks
 * the account at the threshold, then either issues the session or, for a user with MFA on (or in
 * a channel requiring it), answers a challenge to complete with verifyOtp.
 */
export async function signIn({
  deps,
  email,
  password,
  brand,
  actor,
}: SignInOptions): Promise<IdentityLoginSuccess | IdentityLoginChallenge> {
  const normalized = email.trim().toLowerCase();
  const { loginPerAccount, loginPerAddress } = deps.config.rateLimits;
  await deps.limiter.hit('login', [`account:${normalized}`], loginPerAccount);
  await deps.limiter.hit('login', [`address:${actor.ip ?? 'unknown'}`], loginPerAddress);

  const found = await findUserByEmail(deps.db, normalized);
  if (!found) {
    await verifyPassword(await unknownUserHash, password);
    await audit(deps.db, actor, {
      action: IdentityAuditActions.signInFailed,
      targetType: 'user',
      after: { email: normalized, reason: 'unknown-email' },
    });
    throw IdentityErrors.invalidCredentials();
  }
  const passwordOk = await verifyPassword(found.password_hash, password);

  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const user = (await trx.selectFrom('users').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirst()) ?? found;
    const userActor = actingAs(actor, user);
    const failed = async (reason: string) =>
      audit(trx, userActor, {
        action: IdentityAuditActions.signInFailed,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        after: { reason, brand },
      });
    if (user.locked_at) {
      await failed('locked');
      return { kind: 'failed', error: IdentityErrors.accountLocked() };
    }
    if (!passwordOk) {
      await failed('wrong-password');
      const failures = await countFailedLogin(trx, user.id);
      if (failures < deps.config.lockoutThreshold) return { kind: 'failed', error: IdentityErrors.invalidCredentials() };
      const locked = await updateUser(trx, user.id, { locked_at: new Date() });
      await audit(trx, userActor, {
        action: IdentityAuditActions.lock,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { locked: false },
        after: { locked: true, failedSignIns: failures },
      });
      await revokeUserInTransaction(trx, locked, 'locked');
      return { kind: 'failed', error: IdentityErrors.accountLocked(), revokedUserId: user.id };
    }
    if (user.status !== 'ACTIVE' || !user.active) {
      await failed('inactive');
      return { kind: 'failed', error: IdentityErrors.accountInactive() };
    }
    if (user.failed_logins > 0) await updateUser(trx, user.id, { failed_logins: 0 });

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
      return {
        kind: 'challenge',
        answer: {
          mfaRequired: true,
          challengeId,
          methods: user.totp_secret !== null ? ['totp', 'email'] : ['email'],
          brand,
          setupAuthenticator: channelRequires && user.totp_secret === null,
        },
      };
    }
    const answer = await issueSession({ deps, trx, user, brand });
    await audit(trx, userActor, {
      action: IdentityAuditActions.signIn,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { brand, method: 'password' },
    });
    return { kind: 'success', answer };
  });

  if (outcome.kind === 'failed') {
    if (outcome.revokedUserId !== undefined) {
      await deps.sessions.revokeUser(String(outcome.revokedUserId));
      deps.outboxWritten();
    }
    throw outcome.error;
  }
  return outcome.answer;
}
