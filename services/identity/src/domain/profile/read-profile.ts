import type { Profile } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { signedInUser } from '../mfa/signed-in-user.ts';
import { profileView } from './profile-view.ts';

/** The caller's own profile. */
export async function readProfile({ deps, caller }: UseCaseContext<IdentityDeps>): Promise<Profile> {
  return profileView(await signedInUser(deps, caller));
}
