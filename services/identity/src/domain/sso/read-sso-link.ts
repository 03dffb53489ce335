import { ApiError } from '@ea/contracts';
import { IdentityErrors, type SsoUser } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { visibleUser } from '../users/visible-user.ts';
import { ssoLinkView } from './sso-link-view.ts';

/** sso/user/:userId: the link of one user of the caller's tenant; 404 when the user is not mirrored. */
export async function readSsoLink({ deps, caller }: UseCaseContext<IdentityDeps>, input: { userId: number }): Promise<SsoUser> {
  const user = await visibleUser(deps.db, caller.claims, input.userId);
  const link = await deps.idp.findLink(deps.db, user.id);
  if (!link) throw new ApiError('notFound', IdentityErrors.userNotMirrored);
  return ssoLinkView(link);
}
