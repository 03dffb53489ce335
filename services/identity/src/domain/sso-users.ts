import { type AccessClaims, ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { findChannel } from '../db/channels-repository.ts';
import type { SsoLink } from '../idp/identity-provider.ts';
import { audit } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { visibleUser } from './users/visible-user.ts';

const present = (link: SsoLink) => ({ ...link, syncedAt: link.syncedAt.toISOString() });

export async function mapChannelAccount(options: { deps: IdentityDeps; channelId: number; account: string; actor: AuditActor }) {
  const { deps, channelId, account, actor } = options;
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findChannel(trx, channelId))) throw new ApiError('notFound', 'Channel not found');
    await deps.idp.mapChannel(trx, channelId, account.trim());
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'channel-account',
      targetId: channelId,
      channelId,
      after: { account: account.trim() },
    });
  });
}

/** sso/user: mirrors one user of the caller's tenant; 409 when its channel has no provider account. */
export async function syncOneUser(options: { deps: IdentityDeps; claims: AccessClaims; userId: number }) {
  const { deps, claims, userId } = options;
  return deps.db.transaction().execute(async (trx) => {
    const user = await visibleUser(trx, claims, userId);
    const link = await deps.idp.syncUser(trx, user);
    if (!link) throw new ApiError('conflict', 'The channel is not mapped to an identity-provider account');
    return present(link);
  });
}

export async function ssoLinkOf(options: { deps: IdentityDeps; claims: AccessClaims; userId: number }) {
  const { deps, claims, userId } = options;
  const user = await visibleUser(deps.db, claims, userId);
  const link = await deps.idp.findLink(deps.db, user.id);
  if (!link) throw new ApiError('notFound', 'The user is not mirrored to the identity provider');
  return present(link);
}
