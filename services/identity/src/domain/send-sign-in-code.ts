import { BRAND_IDS, type BrandId } from '@ea/contracts';
import { hashSecret, newEmailCode } from '../auth/secret-token.ts';
import { updateChallenge } from '../db/mfa-challenges-repository.ts';
import { findUserById } from '../db/users-repository.ts';
import { signInCodeMail } from '../mail/templates/sign-in-code-mail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { openChallenge } from './mfa-challenge.ts';

export function asBrand(value: string): BrandId {
  return (BRAND_IDS as string[]).includes(value) ? (value as BrandId) : 'default';
}

/** auth/sendOtpPostValidate: emails a fresh six-digit code for an open sign-in challenge. */
export async function sendSignInCode(options: { deps: IdentityDeps; challengeId: string; ip: string }): Promise<void> {
  const { deps, challengeId, ip } = options;
  await deps.limiter.hit('otp', [`address:${ip}`], deps.config.rateLimits.otpPerAddress);
  const code = newEmailCode();
  const { email, brand } = await deps.db.transaction().execute(async (trx) => {
    const challenge = await openChallenge(trx, challengeId, deps.config.challengeMaxAttempts);
    await deps.limiter.hit('otp', [`account:${challenge.user_id}`], deps.config.rateLimits.otpPerAccount);
    const user = await findUserById(trx, challenge.user_id);
    if (!user) throw IdentityErrors.invalidOtp();
    await updateChallenge(trx, challenge.id, { email_code_hash: hashSecret(code) });
    return { email: user.email, brand: asBrand(challenge.brand) };
  });
  await deps.mailer.send(signInCodeMail(email, brand, code, Math.round(deps.config.challengeTtlSeconds / 60)));
}
