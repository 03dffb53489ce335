import type { UserView } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { userView } from './user-view.ts';
import { visibleUser } from './visible-user.ts';

/** One user of the caller's tenant (404 for any other). */
export async function readUser({ deps, caller }: UseCaseContext<IdentityDeps>, input: { id: number }): Promise<UserView> {
  return userView(deps.db, await visibleUser(deps.db, caller.claims, input.id));
}
