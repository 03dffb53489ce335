import type { Channel } from '@ea/contracts/directory';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertChannel } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelEvent } from '../../events/channel-events.ts';
import { channelName } from './channel-name.ts';
import { channelView } from './channel-view.ts';

/** Adds a channel (admins only, checked by the route), audited and announced as channel.created. */
export async function createChannel(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { name?: string | undefined },
): Promise<Channel> {
  const name = channelName(input.name);
  return commitChange(deps, caller.actor, async (trx) => {
    const row = await insertChannel(trx, name);
    return {
      result: channelView(row),
      records: {
        audit: [{ action: 'Create', targetType: 'channel', targetId: row.id, channelId: row.id, after: { name: row.name } }],
        events: [channelEvent('channel.created', row)],
      },
    };
  });
}
