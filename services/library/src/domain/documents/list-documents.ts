import type { DocumentListQuery, DocumentPage } from '@ea/contracts/library';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listDocuments as listDocumentRows } from '../../db/documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentSummary } from './document-view.ts';

/**
 * A page of the live (or deleted) documents the caller may see, narrowed by the list parameters
 * of spec §2: a company, a title substring (filter), the period end year (ped), form type (ftype),
 * folder (fid), one document (docId) and document type (dtype). A filter naming a company or
 * folder outside the scope finds nothing.
 */
export async function listDocuments(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  input: DocumentListQuery & { deleted: boolean },
): Promise<DocumentPage> {
  const { rows, total } = await listDocumentRows(deps.db, {
    scope: tenantScope(caller.claims),
    deleted: input.deleted,
    companyId: input.companyId,
    filter: input.filter,
    periodYear: input.ped,
    formType: input.ftype,
    folderId: input.fid,
    documentId: input.docId,
    documentType: input.dtype,
    sort: input.sort,
    order: input.order,
    page: input.page,
    size: input.size,
  });
  return { items: rows.map(documentSummary), total, page: input.page, size: input.size };
}
