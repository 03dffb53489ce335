import { ApiError } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import { type Caller, tenantScope } from '@ea/service-kit/use-case';
import { type CompanyImportRunRow, companyImportRuns } from '../../db/company-import-runs-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';

/** A run into a channel the caller may see; 404 for any other (and for reviewer-only users, who cannot import). */
export async function visibleCompanyImport(deps: DirectoryDeps, caller: Caller, runId: string): Promise<CompanyImportRunRow> {
  const run = await companyImportRuns.findRun(deps.db, runId);
  const scope = tenantScope(caller.claims);
  if (!run || scope.companyId !== null || !scope.canSeeChannel(run.channel_id))
    throw new ApiError('notFound', DirectoryErrors.importNotFound);
  return run;
}
