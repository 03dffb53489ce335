import type { CompanyImportRun } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listRecentCompanyImports } from '../../db/company-import-runs-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyImportRunView } from './company-import-view.ts';

/** The latest runs the caller may see. */
export async function listCompanyImports(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { limit: number },
): Promise<CompanyImportRun[]> {
  const rows = await listRecentCompanyImports(deps.db, tenantScope(caller.claims), input.limit);
  return rows.map(companyImportRunView);
}
