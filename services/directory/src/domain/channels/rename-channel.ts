import { ApiError } from '@ea/contracts';
import { type Channel, DirectoryErrors } from '@ea/contracts/directory';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel, renameChannel as renameChannelRow } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelEvent } from '../../events/channel-events.ts';
import { channelName } from './channel-name.ts';
import { assertChannelNameFree, channelNameConflict, isChannelNameViolation } from './channel-name-conflict.ts';
import { channelView } from './channel-view.ts';

/**
 * Renames a channel, audited with before and after, announced as channel.updated. Another
 * channel's name (ignoring case and surrounding spaces) answers 409; the channel's own name in
 * another case is a rename like any other.
 */
export async function renameChannel(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { id: number; name?: string | undefined },
): Promise<Channel> {
  const name = channelName(input.name);
  try {
    return await commitChange(deps, caller.actor, async (trx) => {
      const before = await findChannel(trx, input.id, true);
      if (!before) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
      await assertChannelNameFree(trx, name, input.id);
      const row = await renameChannelRow(trx, input.id, name);
      return {
        result: channelView(row),
        records: {
          audit: [
            {
              action: 'Update',
              targetType: 'channel',
              targetId: row.id,
              channelId: row.id,
              before: { name: before.name },
              after: { name: row.name },
            },
          ],
          events: [channelEvent('channel.updated', row)],
        },
      };
    });
  } catch (error) {
    if (isChannelNameViolation(error)) throw channelNameConflict();
    throw error;
  }
}
