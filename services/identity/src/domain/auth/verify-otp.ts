import { timingSafeEqual } from 'node:crypto';
import { type ChangeRecords, commitChange } from '@ea/service-kit/use-case';
import { findChallenge, updateChallenge } from '../../db/mfa-challenges-repository.ts';
import { findUserById, recordSignIn } from '../../db/users-repository.ts';
import type { PublicContext } from '../../deps.ts';
import { hashSecret } from '../../security/secret-token.ts';
import { verifyTotp } from '../../security/totp.ts';
import { actingAs, IdentityAuditActions } from '../audit-actions.ts';
import { IdentityFailures } from '../failures.ts';
import { asBrand } from './brand.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { openChallenge } from './open-challenge.ts';
import { assertCanSignIn } from './sign-in.ts';

type Outcome = { ok: true; session: IssuedSession } | { ok: false };

const settled = (outcome: Outcome, records: ChangeRecords) => ({ result: outcome, records });

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * auth/verifyOtp: completes a sign-in challenge with the authenticator's TOTP code or the emailed
 * code. Wrong codes count against the challenge (and are audited); a challenge is used once.
 */
export async function verifyOtp({ deps, actor }: PublicContext, input: { challengeId: string; otp: string }): Promise<IssuedSession> {
  const otp = input.otp.trim();
  await deps.limiter.hit('otp', [`address:${actor.ip ?? 'unknown'}`], deps.config.rateLimits.otpPerAddress);
  // Whose challenge it is decides who the audit entries name; the transaction checks it again, locked.
  const named = await findChallenge(deps.db, input.challengeId);
  const user = named && (await findUserById(deps.db, named.user_id));
  if (!user) throw IdentityFailures.invalidOtp();
  const outcome = await commitChange(deps, actingAs(actor, user), async (trx) => {
    const challenge = await openChallenge(trx, input.challengeId, deps.config.challengeMaxAttempts);
    await deps.limiter.hit('otp', [`account:${challenge.user_id}`], deps.config.rateLimits.otpPerAccount);
    const target = { targetType: 'user', targetId: user.id, channelId: user.channel_id };
    const method =
      user.totp_secret !== null && verifyTotp(user.totp_secret, otp)
        ? 'totp'
        : challenge.email_code_hash !== null && sameHash(challenge.email_code_hash, hashSecret(otp))
          ? 'email'
          : null;
    if (!method) {
      await updateChallenge(trx, challenge.id, { attempts: challenge.attempts + 1 });
      const failed = { action: IdentityAuditActions.signInFailed, ...target, after: { reason: 'wrong-code' } };
      return settled({ ok: false }, { audit: [failed], events: [] });
    }
    assertCanSignIn(user);
    await updateChallenge(trx, challenge.id, { completed_at: new Date() });
    const brand = asBrand(challenge.brand);
    const session = await issueSession(deps, trx, { user, brand });
    await recordSignIn(trx, user.id);
    const signedIn = { action: IdentityAuditActions.signIn, ...target, after: { brand, method } };
    return settled({ ok: true, session }, { audit: [signedIn], events: [] });
  });
  if (!outcome.ok) throw IdentityFailures.invalidOtp();
  return outcome.session;
}
