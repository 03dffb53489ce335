import type { Readable } from 'node:stream';
import { ApiError } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { ObjectNotFoundError } from '@ea/storage';
import { findChannel } from '../../db/channels-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';

/** The logo of a channel the caller may see (its users' screens are branded with it), streamed. */
export async function readChannelLogo(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { channelId: number },
): Promise<{ stream: Readable; contentType: string }> {
  if (!tenantScope(caller.claims).canSeeChannel(input.channelId)) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
  const channel = await findChannel(deps.db, input.channelId);
  if (!channel?.logo_key || !channel.logo_type) throw new ApiError('notFound', DirectoryErrors.noLogo);
  try {
    return { stream: await deps.storage.get(channel.logo_key), contentType: channel.logo_type };
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw new ApiError('notFound', DirectoryErrors.noLogo);
    throw error;
  }
}
