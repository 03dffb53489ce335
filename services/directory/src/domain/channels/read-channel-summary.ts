import { ApiError } from '@ea/contracts';
import { type ChannelSummary, DirectoryErrors } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { countChannelCompanies, findChannel } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';

/**
 * The figures of the channel page: its live and deleted companies, counting only those the caller
 * may see (a reviewer-only user sees its single company). 404 for a channel outside the scope.
 */
export async function readChannelSummary({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { id: number }): Promise<ChannelSummary> {
  const scope = tenantScope(caller.claims);
  if (!scope.canSeeChannel(input.id)) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  if (!(await findChannel(deps.db, input.id))) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  const counts = await countChannelCompanies(deps.db, input.id, scope);
  return { channelId: input.id, companies: counts.live, deletedCompanies: counts.deleted };
}
