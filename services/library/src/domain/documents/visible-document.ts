import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { type DocumentRow, findDocument } from '../../db/documents-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { LibraryDeps } from '../../deps.ts';

export interface VisibleDocumentOptions {
  /** Read within this transaction (the deps' database otherwise). */
  trx?: LibraryExecutor;
  /** Lock the row for the rest of the transaction: writes to one document are serialised on it. */
  lock?: boolean;
  /** true: a deleted document; false (default): a live one; 'any': either. */
  deleted?: boolean | 'any';
}

/**
 * A document the caller may see: its company is live and in the caller's scope. Anything else
 * (another channel's, a single-company user's other companies', unknown) is "Document id Invalid"
 * with 404, so another tenant's documents are not revealed. Every document route starts here.
 */
export async function visibleDocument(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  id: string,
  options: VisibleDocumentOptions = {},
): Promise<DocumentRow> {
  const deleted = options.deleted ?? false;
  const row = await findDocument(options.trx ?? deps.db, id, {
    scope: tenantScope(caller.claims),
    deleted: deleted === 'any' ? undefined : deleted,
    lock: options.lock ?? false,
  });
  if (!row) throw new ApiError('notFound', LibraryErrors.documentNotFound);
  return row;
}
