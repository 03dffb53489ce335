import type { PasswordLinkState } from '@ea/contracts/identity';
import { commitChange } from '@ea/service-kit/use-case';
import { findPasswordToken, type PasswordTokenRow } from '../../db/password-tokens-repository.ts';
import { findUserById } from '../../db/users-repository.ts';
import type { PublicContext } from '../../deps.ts';
import { hashSecret } from '../../security/secret-token.ts';
import { actingAs } from '../audit-actions.ts';
import { provisionForActivation } from '../users/provision-for-activation.ts';
import { preparePasswordLink } from './password-links.ts';

export interface PasswordLinkRef {
  purpose: 'reset' | 'activation';
  token: string;
}

function stateOf(link: PasswordTokenRow | undefined, purpose: PasswordLinkRef['purpose']): PasswordLinkState {
  if (!link || link.purpose !== purpose) return 'unknown';
  // A link replaced by a newer one is marked used when the newer one is made.
  if (link.used_at) return 'used';
  return link.expires_at.getTime() < Date.now() ? 'expired' : 'valid';
}

/**
 * What an emailed password link can still do, so its page says at once that it was used, replaced
 * or expired instead of failing after a password is typed. The token is the secret the mail
 * carried: knowing it, the answer tells nothing more than the mail did.
 */
export async function passwordLinkState({ deps }: PublicContext, input: PasswordLinkRef): Promise<{ state: PasswordLinkState }> {
  return { state: stateOf(await findPasswordToken(deps.db, hashSecret(input.token)), input.purpose) };
}

/**
 * "Send me a new link" from a used or expired link: a new activation link while the account is
 * not active yet (as the administrator's resend does, audited the same), a new reset link for a
 * reset link; sent to the address the first one went to. Nothing is sent for a link still valid,
 * unknown, of a deactivated user, or an activation of an account already active (its page says to
 * sign in); the answer is the same either way, so it tells nothing about the account.
 */
export async function renewPasswordLink({ deps, actor }: PublicContext, input: PasswordLinkRef): Promise<void> {
  const link = await findPasswordToken(deps.db, hashSecret(input.token));
  const state = stateOf(link, input.purpose);
  if (!link || (state !== 'used' && state !== 'expired')) return;
  const user = await findUserById(deps.db, link.user_id);
  if (!user?.active) return;
  if (input.purpose === 'activation' && user.status !== 'STAGED' && user.status !== 'PROVISIONED') return;
  const mail = await commitChange(deps, actingAs(actor, user), async (trx) =>
    input.purpose === 'activation'
      ? provisionForActivation(trx, deps.config, user)
      : { result: await preparePasswordLink(trx, deps.config, user, 'reset'), records: { audit: [], events: [] } },
  );
  await deps.mailer.send(mail);
}
