import type { DocumentSummary } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { LibraryDeps } from '../../deps.ts';
import { setDocumentDeleted } from './set-document-deleted.ts';

/** Brings a deleted document back with the state it had. */
export function restoreDocument(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DocumentSummary> {
  return setDocumentDeleted(ctx, input.id, false);
}
