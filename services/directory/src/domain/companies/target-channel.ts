import { ApiError, Messages } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import type { TenantScope } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/**
 * The channel a company (or an import) is written to: admins name it, everyone else writes to
 * their own channel. Naming another channel answers 404 like any record outside the caller's
 * scope. `otherMessages` are the form's other failing fields, answered with a missing channel so
 * the person hears about every field at once.
 */
export async function targetChannel(
  ex: DirectoryExecutor,
  scope: TenantScope,
  requested: number | undefined,
  otherMessages: Record<string, string> = {},
): Promise<number> {
  if (!scope.all) {
    if (scope.channelId === null) throw new ApiError('forbidden');
    if (requested !== undefined && requested !== scope.channelId) throw new ApiError('notFound', DirectoryErrors.channelNotFound);
    return scope.channelId;
  }
  const channel = requested === undefined ? null : await findChannel(ex, requested);
  if (!channel) throw new ApiError('validation', undefined, { ...otherMessages, channelId: Messages.user.channelRequired });
  return channel.id;
}
