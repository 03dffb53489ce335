import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { DocumentRow } from '../../db/documents-repository.ts';

/** Refuses a change to a document whose final release locked it (409). */
export function assertEditable(document: DocumentRow): void {
  if (document.locked) throw new ApiError('conflict', LibraryErrors.documentLocked);
}
