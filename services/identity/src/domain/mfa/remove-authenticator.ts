import type { MfaProof } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { proveOwner } from '../auth/owner-proof.ts';
import { changeAuthenticator } from './authenticator-change.ts';
import { signedInUser } from './signed-in-user.ts';

/** Removes the authenticator, proven by the current password or a code from that authenticator. */
export async function removeAuthenticator({ deps, caller }: UseCaseContext<IdentityDeps>, proof: MfaProof): Promise<void> {
  const user = await signedInUser(deps, caller);
  if (user.totp_secret !== null) await proveOwner(deps, user, proof);
  await changeAuthenticator(deps, caller.actor, user, null);
}
