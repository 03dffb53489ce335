import { timingSafeEqual } from 'node:crypto';
import type { AuditActor } from '@ea/service-kit';
import { hashSecret } from '../auth/secret-token.ts';
import { verifyTotp } from '../auth/totp.ts';
import { updateChallenge } from '../db/mfa-challenges-repository.ts';
import { findUserById } from '../db/users-repository.ts';
import { actingAs, audit, IdentityAuditActions } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { openChallenge } from './mfa-challenge.ts';
import { asBrand } from './send-sign-in-code.ts';
import { assertCanSignIn } from './sign-in.ts';

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * auth/verifyOtp: completes a sign-in challenge with the authenticator's TOTP code or the emailed
 * code. Wrong codes count against the challenge (and are audited); a challenge is used once.
 */
export async function verifyOtp(options: {
  deps: IdentityDeps;
  challengeId: string;
  otp: string;
  actor: AuditActor;
}): Promise<IssuedSession> {
  const { deps, challengeId, actor } = options;
  const otp = options.otp.trim();
  await deps.limiter.hit('otp', [`address:${actor.ip ?? 'unknown'}`], deps.config.rateLimits.otpPerAddress);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const challenge = await openChallenge(trx, challengeId, deps.config.challengeMaxAttempts);
    await deps.limiter.hit('otp', [`account:${challenge.user_id}`], deps.config.rateLimits.otpPerAccount);
    const user = await findUserById(trx, challenge.user_id);
    if (!user) throw IdentityErrors.invalidOtp();
    const userActor = actingAs(actor, user);
    const method =
      user.totp_secret !== null && verifyTotp(user.totp_secret, otp)
        ? 'totp'
        : challenge.email_code_hash !== null && sameHash(challenge.email_code_hash, hashSecret(otp))
          ? 'email'
          : null;
    if (!method) {
      await updateChallenge(trx, challenge.id, { attempts: challenge.attempts + 1 });
      await audit(trx, userActor, {
        action: IdentityAuditActions.signInFailed,
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        after: { reason: 'wrong-code' },
      });
      return { ok: false as const };
    }
    assertCanSignIn(user);
    await updateChallenge(trx, challenge.id, { completed_at: new Date() });
    const brand = asBrand(challenge.brand);
    const session = await issueSession({ deps, trx, user, brand });
    await audit(trx, userActor, {
      action: IdentityAuditActions.signIn,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { brand, method },
    });
    return { ok: true as const, session };
  });
  if (!outcome.ok) throw IdentityErrors.invalidOtp();
  return outcome.session;
}
