import type { BrandId } from '@ea/contracts';
import { findUserByEmail } from '../db/users-repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { preparePasswordLink } from './password-links.ts';

/**
 * Emails a reset link to an active account. The answer is the same whether or not the address
 * has an account, so the form cannot be used to discover users.
 */
export async function requestPasswordReset(options: { deps: IdentityDeps; email: string; brand?: BrandId; ip: string }): Promise<void> {
  const { deps, ip } = options;
  const email = options.email.trim().toLowerCase();
  await deps.limiter.hit('reset', [`address:${ip}`], deps.config.rateLimits.otpPerAddress);
  await deps.limiter.hit('reset', [`account:${email}`], deps.config.rateLimits.otpPerAccount);
  const mail = await deps.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (user?.status !== 'ACTIVE' || !user.active) return null;
    return preparePasswordLink(trx, deps.config, user, 'reset', options.brand);
  });
  if (mail) await deps.mailer.send(mail);
}
