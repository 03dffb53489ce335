import { ChannelArchiveMessages } from '@ea/contracts/directory';
import { lockChannelArchived } from '../../db/channels-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/**
 * Why a deleted company cannot come back now, or null when it can: a restored company is one
 * more company of its channel, which an archived channel does not take. Called inside the
 * restoring transaction: the share lock on the channel row makes an admin archiving the channel
 * at the same moment wait for the restore, or the restore see the archive.
 */
export async function restoreRefusal(trx: DirectoryExecutor, channelId: number): Promise<string | null> {
  return (await lockChannelArchived(trx, channelId)) ? ChannelArchiveMessages.restoreIntoArchived : null;
}
