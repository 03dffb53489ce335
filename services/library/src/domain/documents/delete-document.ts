import type { DocumentSummary } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { LibraryDeps } from '../../deps.ts';
import { setDocumentDeleted } from './set-document-deleted.ts';

/** Moves a live document to the deleted documents (state 6); nothing of it is removed. */
export function deleteDocument(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DocumentSummary> {
  return setDocumentDeleted(ctx, input.id, true);
}
