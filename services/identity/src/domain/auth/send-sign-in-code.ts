import { updateChallenge } from '../../db/mfa-challenges-repository.ts';
import { findUserById } from '../../db/users-repository.ts';
import type { PublicContext } from '../../deps.ts';
import { signInCodeMail } from '../../mail/templates/sign-in-code-mail.ts';
import { hashSecret, newEmailCode } from '../../security/secret-token.ts';
import { IdentityFailures } from '../failures.ts';
import { asBrand } from './brand.ts';
import { openChallenge } from './open-challenge.ts';

/** auth/sendOtpPostValidate: emails a fresh six-digit code for an open sign-in challenge. */
export async function sendSignInCode({ deps, actor }: PublicContext, input: { challengeId: string }): Promise<void> {
  await deps.limiter.hit('otp', [`address:${actor.ip ?? 'unknown'}`], deps.config.rateLimits.otpPerAddress);
  const code = newEmailCode();
  const { email, brand } = await deps.db.transaction().execute(async (trx) => {
    const challenge = await openChallenge(trx, input.challengeId, deps.config.challengeMaxAttempts);
    await deps.limiter.hit('otp', [`account:${challenge.user_id}`], deps.config.rateLimits.otpPerAccount);
    const user = await findUserById(trx, challenge.user_id);
    if (!user) throw IdentityFailures.invalidOtp();
    await updateChallenge(trx, challenge.id, { email_code_hash: hashSecret(code) });
    return { email: user.email, brand: asBrand(challenge.brand) };
  });
  await deps.mailer.send(signInCodeMail(email, brand, code, Math.round(deps.config.challengeTtlSeconds / 60)));
}
