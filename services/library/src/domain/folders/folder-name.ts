import { ApiError } from '@ea/contracts';
import { folderNameMessage, LibraryErrors } from '@ea/contracts/library';
import { folderNameTaken } from '../../db/folders-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';

/** A folder name as saved (spec §5: required; letters, digits, '_' or '-'); 400 with the spec's message otherwise. */
export function folderName(name: string | undefined): string {
  const message = folderNameMessage(name);
  if (message) throw new ApiError('validation', message, { name: message });
  return name!.trim();
}

/** Refuses (409) a name another live folder of the same parent already has, whatever its case. */
export async function assertFolderNameFree(
  ex: LibraryExecutor,
  at: { companyId: number; parentId: number | null; name: string; exceptId?: number },
): Promise<void> {
  if (await folderNameTaken(ex, at)) {
    throw new ApiError('conflict', LibraryErrors.folderNameTaken, { name: LibraryErrors.folderNameTaken });
  }
}
