import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { type DocumentRow, findDocument } from '../../db/documents-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { LibraryDeps } from '../../deps.ts';

/**
 * A live document held as a map of topics that the caller may see; "Dita Map Not Found" (404)
 * for one kept as a file, another tenant's, a deleted one or none.
 */
export async function ditaDocument(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  id: string,
  options: { trx?: LibraryExecutor; lock?: boolean } = {},
): Promise<DocumentRow> {
  const row = await findDocument(options.trx ?? deps.db, id, {
    scope: tenantScope(caller.claims),
    deleted: false,
    lock: options.lock ?? false,
  });
  if (row?.content_kind !== 'model') throw new ApiError('notFound', LibraryErrors.ditaMapNotFound);
  return row;
}
