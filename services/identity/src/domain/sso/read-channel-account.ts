import type { ChannelAccount } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityFailures } from '../failures.ts';

/** sso/channel-account/:channelId: which identity-provider account a channel maps to (admins). */
export async function readChannelAccount({ deps }: UseCaseContext<IdentityDeps>, input: { channelId: number }): Promise<ChannelAccount> {
  await deps.directory.readYourWrites({ channelId: input.channelId });
  if (!(await findChannel(deps.db, input.channelId))) throw IdentityFailures.channelNotFound();
  return { channelId: input.channelId, account: await deps.idp.channelAccount(deps.db, input.channelId) };
}
