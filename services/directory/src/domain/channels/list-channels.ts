import type { Channel } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listChannels as listChannelRows } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelView } from './channel-view.ts';

/** The channels the caller may see: every channel for admins, otherwise their own. */
export async function listChannels({ deps, caller }: UseCaseContext<DirectoryDeps>): Promise<Channel[]> {
  const scope = tenantScope(caller.claims);
  const rows = await listChannelRows(deps.db, scope.all ? 'all' : scope.channelId);
  return rows.map(channelView);
}
