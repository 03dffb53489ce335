import { ApiError } from '@ea/contracts';
import { type Channel, DirectoryErrors } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { channelView } from './channel-view.ts';

/** One channel the caller may see; 404 for any other. */
export async function readChannel({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { id: number }): Promise<Channel> {
  if (!tenantScope(caller.claims).canSeeChannel(input.id)) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  const row = await findChannel(deps.db, input.id);
  if (!row) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  return channelView(row);
}
