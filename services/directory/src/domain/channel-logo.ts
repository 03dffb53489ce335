import { createHash } from 'node:crypto';
import { ApiError, type Channel } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { findChannel, setChannelLogo } from '../db/channels-repository.ts';
import { channelEvent } from '../events/directory-events.ts';
import { channelView } from './channel-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';
import { checkLogoImage } from './logo-image.ts';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export interface SaveLogoOptions {
  deps: DirectoryDeps;
  caller: Caller;
  channelId: number;
  fileName: string;
  bytes: Buffer;
}

/**
 * Stores a checked logo under a content-addressed key and points the channel at it; the previous
 * logo is removed once the channel no longer refers to it.
 */
export async function saveChannelLogo({ deps, caller, channelId, fileName, bytes }: SaveLogoOptions): Promise<Channel> {
  const type = checkLogoImage(bytes, fileName);
  const existing = await findChannel(deps.db, channelId);
  if (!existing) throw new ApiError('notFound', 'Channel not found');
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const key = `logos/channel-${channelId}-${digest}.${EXTENSIONS[type]}`;
  await deps.storage.put(key, bytes);
  const { view, previousKey } = await commitChange(deps, caller.actor, async (trx) => {
    const before = await findChannel(trx, channelId, true);
    if (!before) throw new ApiError('notFound', 'Channel not found');
    const row = await setChannelLogo(trx, channelId, { key, type });
    return {
      result: { view: channelView(row), previousKey: before.logo_key },
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
  if (previousKey !== null && previousKey !== key) await deps.storage.delete(previousKey);
  return view;
}

/** The logo of a channel the caller may see (its users' screens are branded with it). */
export async function readChannelLogo({ deps, caller, channelId }: { deps: DirectoryDeps; caller: Caller; channelId: number }) {
  if (!tenantScope(caller.claims).canSeeChannel(channelId)) throw new ApiError('notFound', 'Channel not found');
  const channel = await findChannel(deps.db, channelId);
  if (!channel?.logo_key || !channel.logo_type) throw new ApiError('notFound', 'This channel has no logo');
  const bytes = await deps.storage.get(channel.logo_key);
  if (!bytes) throw new ApiError('notFound', 'This channel has no logo');
  return { bytes, contentType: channel.logo_type };
}
