import type { CompanyImportRun } from '@ea/contracts/directory';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { companyImportRunView } from './company-import-view.ts';
import { visibleCompanyImport } from './visible-company-import.ts';

/** A run's status and counts, for a run into a channel the caller may see. */
export async function readCompanyImport(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: { runId: string },
): Promise<CompanyImportRun> {
  return companyImportRunView(await visibleCompanyImport(deps, caller, input.runId));
}
