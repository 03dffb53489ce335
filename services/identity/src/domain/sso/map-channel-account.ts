import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { IdentityFailures } from '../failures.ts';

/** sso/channel-account: maps a channel (a channel created a moment ago too) to an identity-provider account. */
export async function mapChannelAccount(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { channelId: number; account: string },
): Promise<void> {
  const { channelId } = input;
  const account = input.account.trim();
  await deps.directory.readYourWrites({ channelId });
  await commitChange(deps, caller.actor, async (trx) => {
    if (!(await findChannel(trx, channelId))) throw IdentityFailures.channelNotFound();
    await deps.idp.mapChannel(trx, channelId, account);
    const audit = { action: 'Update', targetType: 'channel-account', targetId: channelId, channelId, after: { account } };
    return { result: undefined, records: { audit: [audit], events: [] } };
  });
}
