import { ApiError, type Channel, ErrorMessages, Messages } from '@ea/contracts';
import { findChannel, insertChannel, renameChannel } from '../db/channels-repository.ts';
import { channelEvent } from '../events/directory-events.ts';
import { channelView } from './channel-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';

function requireName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') throw new ApiError('validation', ErrorMessages.clientSaveFailed, { name: Messages.client.nameRequired });
  return trimmed;
}

/** Adds a channel (admins only, checked by the route), audited and announced as channel.created. */
export async function createChannel({ deps, caller, name }: { deps: DirectoryDeps; caller: Caller; name?: string | undefined }) {
  const clean = requireName(name);
  return commitChange<Channel>(deps, caller.actor, async (trx) => {
    const row = await insertChannel(trx, clean);
    return {
      result: channelView(row),
      records: {
        audit: [{ action: 'Create', targetType: 'channel', targetId: row.id, channelId: row.id, after: { name: row.name } }],
        events: [channelEvent('channel.created', row)],
      },
    };
  });
}

/** Renames a channel, audited with before and after, announced as channel.updated. */
export async function updateChannel(options: { deps: DirectoryDeps; caller: Caller; id: number; name?: string | undefined }) {
  const clean = requireName(options.name);
  return commitChange<Channel>(options.deps, options.caller.actor, async (trx) => {
    const before = await findChannel(trx, options.id, true);
    if (!before) throw new ApiError('notFound', 'Channel not found');
    const row = await renameChannel(trx, options.id, clean);
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
}
