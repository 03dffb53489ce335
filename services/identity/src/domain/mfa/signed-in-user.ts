import { ApiError } from '@ea/contracts';
import type { Caller } from '@ea/service-kit/use-case';
import { findUserById, type UserRow } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** The caller's own account; a token of a user deleted since answers 401. */
export async function signedInUser(deps: Pick<IdentityDeps, 'db'>, caller: Caller): Promise<UserRow> {
  const user = await findUserById(deps.db, Number(caller.claims.sub));
  if (!user) throw new ApiError('unauthorized');
  return user;
}
