import { ApiError } from '@ea/contracts';
import { IdentityErrors, isTimeZone, type Profile, type ProfileBody } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { setUserTimeZone } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { signedInUser } from '../mfa/signed-in-user.ts';
import { profileView } from './profile-view.ts';

/**
 * Changes the caller's own profile: only the time zone, a display preference, so it is neither
 * audited nor announced and leaves the user's updatedAt (an admin's view of account changes) alone.
 */
export async function updateProfile({ deps, caller }: UseCaseContext<IdentityDeps>, body: ProfileBody): Promise<Profile> {
  if (body.timeZone !== null && !isTimeZone(body.timeZone))
    throw new ApiError('validation', IdentityErrors.unknownTimeZone, { timeZone: IdentityErrors.unknownTimeZone });
  const user = await signedInUser(deps, caller);
  return profileView(await setUserTimeZone(deps.db, user.id, body.timeZone));
}
