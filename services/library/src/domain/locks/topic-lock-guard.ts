import { ApiError, ErrorMessages } from '@ea/contracts';
import { findLiveLock } from '../../db/locks-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';

/**
 * Refuses a save of a topic while someone else holds its live lock (409, the spec's "Unable to
 * Save as File May be Locked by Other User"). The holder saves, and so does anyone once no live
 * lock is held: locks are taken by the editor, and a save without one stays possible.
 */
export async function assertNotLockedByOther(
  ex: LibraryExecutor,
  input: { documentId: string; topicId: string; userId: string; now: Date },
): Promise<void> {
  const lock = await findLiveLock(ex, input.documentId, input.topicId, input.now);
  if (lock && lock.holder_id !== input.userId) throw new ApiError('conflict', ErrorMessages.fileLocked);
}
