import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listRecentDocuments as listRecentRows } from '../../db/recent-documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentSummary } from './document-view.ts';

/** The live documents the caller opened last (reading a document records it), latest first. */
export async function listRecentDocuments({ deps, caller }: UseCaseContext<LibraryDeps>, input: { size: number }) {
  const rows = await listRecentRows(deps.db, caller.claims.sub, tenantScope(caller.claims), input.size);
  return { items: rows.map((row) => ({ ...documentSummary(row), openedAt: row.opened_at.toISOString() })) };
}
