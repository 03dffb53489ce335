import { ApiError } from '@ea/contracts';
import { type Channel, ChannelArchiveMessages, DirectoryErrors } from '@ea/contracts/directory';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel, setChannelArchived as setChannelArchivedRow } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelEvent } from '../../events/channel-events.ts';
import { channelView } from './channel-view.ts';

/**
 * Archives or unarchives a channel (admins only, checked by the route), audited as Archive or
 * Unarchive and announced as channel.updated carrying the archived state. An archived channel's
 * companies, users and documents stay as they are; only adding companies to it is refused (see
 * assertChannelOpen). Asking for the state the channel is already in answers 409 and changes nothing.
 */
export async function setChannelArchived(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { id: number; archived: boolean },
): Promise<Channel> {
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findChannel(trx, input.id, true);
    if (!before) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
    if ((before.archived_at !== null) === input.archived) {
      throw new ApiError('conflict', input.archived ? ChannelArchiveMessages.alreadyArchived : ChannelArchiveMessages.notArchived);
    }
    const row = await setChannelArchivedRow(trx, input.id, input.archived ? caller.claims.sub : null);
    return {
      result: channelView(row),
      records: {
        audit: [
          {
            action: input.archived ? 'Archive' : 'Unarchive',
            targetType: 'channel',
            targetId: row.id,
            channelId: row.id,
            before: { name: before.name, archivedAt: before.archived_at?.toISOString() ?? null },
            after: { name: row.name, archivedAt: row.archived_at?.toISOString() ?? null },
          },
        ],
        events: [channelEvent('channel.updated', row)],
      },
    };
  });
}
