import { ApiError, Limits } from '@ea/contracts';
import { type Channel, DirectoryErrors } from '@ea/contracts/directory';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel, setChannelLogo } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelEvent } from '../../events/channel-events.ts';
import { channelView } from './channel-view.ts';
import { checkLogoImage } from './logo-image.ts';

/**
 * Stores a checked logo under the key of its content and points the channel at it. The logo it
 * replaces stays stored: content is stored once for every channel that uploads it, so another
 * channel may still show it.
 */
export async function saveChannelLogo(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { channelId: number; fileName: string; bytes: Buffer },
): Promise<Channel> {
  const { channelId, bytes } = input;
  const type = checkLogoImage(bytes, input.fileName);
  if (!(await findChannel(deps.db, channelId))) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  const { key } = await deps.storage.putContent(bytes, { contentType: type, maxBytes: Limits.logoBytes });
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findChannel(trx, channelId, true);
    if (!before) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
    const row = await setChannelLogo(trx, channelId, { key, type });
    return {
      result: channelView(row),
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'channel',
            targetId: channelId,
            channelId,
            before: { logo: before.logo_key },
            after: { logo: key, bytes: bytes.length, type },
          },
        ],
        events: [channelEvent('channel.updated', row)],
      },
    };
  });
}
