import { randomUUID } from 'node:crypto';
import type { BrandId } from '@ea/contracts';
import type { MailMessage } from '@ea/mail';
import { replacePasswordToken } from '../../db/password-tokens-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import type { UserRow } from '../../db/users-repository.ts';
import type { IdentityConfig } from '../../identity-config.ts';
import { activationLink, resetPasswordLink } from '../../mail/brand-links.ts';
import { activationMail } from '../../mail/templates/activation-mail.ts';
import { resetPasswordMail } from '../../mail/templates/reset-password-mail.ts';
import { newSecretToken } from '../../security/secret-token.ts';
import { asBrand } from './brand.ts';

/**
 * Stores a single-use link token (hashed) for the user and returns the mail carrying it; the
 * caller sends the mail after its transaction commits.
 */
export async function preparePasswordLink(
  trx: IdentityExecutor,
  config: IdentityConfig,
  user: UserRow,
  purpose: 'reset' | 'activation',
  brand: BrandId = asBrand(user.brand),
): Promise<MailMessage> {
  const { token, hash } = newSecretToken();
  const ttl = purpose === 'reset' ? config.resetTokenTtlSeconds : config.activationTokenTtlSeconds;
  await replacePasswordToken(trx, {
    id: randomUUID(),
    user_id: user.id,
    purpose,
    token_hash: hash,
    expires_at: new Date(Date.now() + ttl * 1000),
  });
  return purpose === 'reset'
    ? resetPasswordMail(user.email, brand, resetPasswordLink(config.publicUrl, brand, token), Math.round(ttl / 60))
    : activationMail(user.email, brand, activationLink(config.publicUrl, token), Math.round(ttl / 3600));
}
