import { ApiError } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import { findChannelNamed } from '../../db/channels-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/** The 409 of a name another channel holds, on the name field so the form shows it there. */
export function channelNameConflict(): ApiError {
  return new ApiError('conflict', DirectoryErrors.channelNameTaken, { name: DirectoryErrors.channelNameTaken });
}

/** Throws the 409 when another channel (not `exceptId`) already has this name, ignoring case and surrounding spaces. */
export async function assertChannelNameFree(ex: DirectoryExecutor, name: string, exceptId?: number): Promise<void> {
  if (await findChannelNamed(ex, name, exceptId)) throw channelNameConflict();
}

/** A unique-index violation that slipped past the check (two admins saving the same name at once). */
export function isChannelNameViolation(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'channels_name_unique';
}
