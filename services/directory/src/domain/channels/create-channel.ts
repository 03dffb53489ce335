import type { Channel } from '@ea/contracts/directory';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertChannel } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelEvent } from '../../events/channel-events.ts';
import { channelName } from './channel-name.ts';
import { assertChannelNameFree, channelNameConflict, isChannelNameViolation } from './channel-name-conflict.ts';
import { channelView } from './channel-view.ts';

/**
 * Adds a channel (admins only, checked by the route), audited and announced as channel.created.
 * Names are unique ignoring case and surrounding spaces: another channel's name answers 409.
 */
export async function createChannel(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { name?: string | undefined },
): Promise<Channel> {
  const name = channelName(input.name);
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      await assertChannelNameFree(trx, name);
      const row = await insertChannel(trx, name);
      return {
        result: channelView(row),
        records: {
          audit: [{ action: 'Create', targetType: 'channel', targetId: row.id, channelId: row.id, after: { name: row.name } }],
          events: [channelEvent('channel.created', row)],
        },
      };
    });
  } catch (error) {
    if (isChannelNameViolation(error)) throw channelNameConflict();
    throw error;
  }
}
