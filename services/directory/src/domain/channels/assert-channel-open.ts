import { ApiError } from '@ea/contracts';
import { ChannelArchiveMessages, DirectoryErrors } from '@ea/contracts/directory';
import { lockChannelArchived } from '../../db/channels-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/**
 * Refuses (422) adding a company to an archived channel. `named` says the caller chose the channel
 * (an admin's form has a channel field, where the message then shows); others write to their own
 * channel and get the message alone. Called inside the transaction that adds the company: the
 * share lock it takes makes an admin archiving the channel at the same moment wait for the
 * addition, or the addition see the archive.
 */
export async function assertChannelOpen(trx: DirectoryExecutor, channelId: number, named: boolean): Promise<void> {
  const archived = await lockChannelArchived(trx, channelId);
  if (archived === null) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  if (archived) {
    const message = ChannelArchiveMessages.channelArchived;
    throw new ApiError('unprocessable', message, named ? { channelId: message } : undefined);
  }
}
