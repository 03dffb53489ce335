import { ApiError } from '@ea/contracts';
import { IdentityErrors, type SsoUser } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { visibleUser } from '../users/visible-user.ts';
import { ssoLinkView } from './sso-link-view.ts';

/** sso/user: mirrors one user of the caller's tenant; 409 when its channel has no provider account. */
export async function syncUser({ deps, caller }: UseCaseContext<IdentityDeps>, input: { userId: number }): Promise<SsoUser> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await visibleUser(trx, caller.claims, input.userId);
    const link = await deps.idp.syncUser(trx, user);
    if (!link) throw new ApiError('conflict', IdentityErrors.channelNotMapped);
    return ssoLinkView(link);
  });
}
