import type { AuthenticatorSetup } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { authenticatorEnrolment, newTotpSecret } from '../../security/totp.ts';
import { signedInUser } from './signed-in-user.ts';

/** Starts the setup: a new secret kept pending until a code from the app proves it was scanned. */
export async function startAuthenticatorSetup({ deps, caller }: UseCaseContext<IdentityDeps>): Promise<AuthenticatorSetup> {
  const user = await signedInUser(deps, caller);
  const secret = newTotpSecret();
  await updateUser(deps.db, user.id, { totp_pending_secret: secret });
  return { ...(await authenticatorEnrolment(user.email, deps.config.totpIssuer, secret)), secret };
}
