import type { TenantScope } from '@ea/service-kit/use-case';
import { companyInScope } from './company-scope.ts';
import { DOCUMENT_COLUMNS, type DocumentRow, periodEndDate } from './documents-repository.ts';
import type { LibraryExecutor } from './schema.ts';

/** Records that the user opened the document now (the latest opening counts). */
export async function touchRecentDocument(ex: LibraryExecutor, userId: string, documentId: string, at: Date): Promise<void> {
  await ex
    .insertInto('recent_documents')
    .values({ user_id: userId, document_id: documentId, opened_at: at })
    .onConflict((c) => c.columns(['user_id', 'document_id']).doUpdateSet({ opened_at: at }))
    .execute();
}

/** The live documents the user opened last, within the scope, latest first. */
export async function listRecentDocuments(
  ex: LibraryExecutor,
  userId: string,
  scope: TenantScope,
  size: number,
): Promise<(DocumentRow & { opened_at: Date })[]> {
  return ex
    .selectFrom('recent_documents')
    .innerJoin('documents', 'documents.id', 'recent_documents.document_id')
    .innerJoin('companies', 'companies.id', 'documents.company_id')
    .where('recent_documents.user_id', '=', userId)
    .where('documents.deleted_at', 'is', null)
    .where((eb) => companyInScope(eb, scope))
    .select(DOCUMENT_COLUMNS)
    .select(periodEndDate)
    .select('recent_documents.opened_at')
    .orderBy('recent_documents.opened_at', 'desc')
    .limit(size)
    .execute();
}
