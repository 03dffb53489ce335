import { ApiError, type Channel } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { findChannel, listChannels as listChannelRows } from '../db/channels-repository.ts';
import { channelView } from './channel-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';

/** The channels the caller may see: every channel for admins, otherwise their own. */
export async function listChannels({ deps, caller }: { deps: DirectoryDeps; caller: Caller }): Promise<Channel[]> {
  const scope = tenantScope(caller.claims);
  const rows = await listChannelRows(deps.db, scope.all ? 'all' : scope.channelId);
  return rows.map(channelView);
}

/** One channel the caller may see; 404 for any other. */
export async function readChannel({ deps, caller, id }: { deps: DirectoryDeps; caller: Caller; id: number }): Promise<Channel> {
  if (!tenantScope(caller.claims).canSeeChannel(id)) throw new ApiError('notFound', 'Channel not found');
  const row = await findChannel(deps.db, id);
  if (!row) throw new ApiError('notFound', 'Channel not found');
  return channelView(row);
}
