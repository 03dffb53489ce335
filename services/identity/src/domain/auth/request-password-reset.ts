import type { BrandId } from '@ea/contracts';
import { insertPasswordResetRequest } from '../../db/password-reset-requests-repository.ts';
import type { PublicContext } from '../../deps.ts';

/**
 * auth/forgot-password: records the request and returns; the reset-mail sender mails the link
 * (to an active account only) after the answer has gone. The request itself does the same work
 * whether or not the address has an account, so neither the answer nor its timing can be used to
 * discover users, and a stored request survives a restart or a mail server that is down.
 */
export async function requestPasswordReset(
  { deps, actor }: PublicContext,
  input: { email: string; brand?: BrandId | undefined },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await deps.limiter.hit('reset', [`address:${actor.ip ?? 'unknown'}`], deps.config.rateLimits.otpPerAddress);
  await deps.limiter.hit('reset', [`account:${email}`], deps.config.rateLimits.otpPerAccount);
  await insertPasswordResetRequest(deps.db, email, input.brand);
}
