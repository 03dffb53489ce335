import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { verifyTotp } from '../../security/totp.ts';
import { proveOwner } from '../auth/owner-proof.ts';
import { IdentityFailures } from '../failures.ts';
import { changeAuthenticator } from './authenticator-change.ts';
import { signedInUser } from './signed-in-user.ts';

/**
 * Enables the pending authenticator once a code it generated verifies. Replacing an authenticator
 * that is on also needs the current password: otherwise a stolen session could move the second
 * factor to the thief's phone.
 */
export async function confirmAuthenticator(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { code: string; currentPassword?: string | undefined },
): Promise<void> {
  const user = await signedInUser(deps, caller);
  if (user.totp_secret !== null) await proveOwner(deps, user, { currentPassword: input.currentPassword });
  if (!user.totp_pending_secret || !verifyTotp(user.totp_pending_secret, input.code.trim())) throw IdentityFailures.invalidCode();
  await changeAuthenticator(deps, caller.actor, user, user.totp_pending_secret);
}
