import { ApiError } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { listRowErrors } from '../db/bulk-import-row-errors-repository.ts';
import { type BulkImportRunRow, findRun, listRecentRuns } from '../db/bulk-import-runs-repository.ts';
import { buildErrorReport } from '../workbook/error-report.ts';
import { type BulkImportRunView, bulkImportRunView } from './bulk-import-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';

async function visibleRun(deps: DirectoryDeps, caller: Caller, runId: string): Promise<BulkImportRunRow> {
  const run = await findRun(deps.db, runId);
  const scope = tenantScope(caller.claims);
  if (!run || scope.companyId !== null || !scope.canSeeChannel(run.channel_id)) throw new ApiError('notFound', 'Import not found');
  return run;
}

/** A run's status and counts, for a run into a channel the caller may see. */
export async function readBulkImport(options: { deps: DirectoryDeps; caller: Caller; runId: string }): Promise<BulkImportRunView> {
  return bulkImportRunView(await visibleRun(options.deps, options.caller, options.runId));
}

/** The failed rows of a run as CSV, with the file name to download it under. */
export async function bulkImportErrorReport(options: { deps: DirectoryDeps; caller: Caller; runId: string }) {
  const run = await visibleRun(options.deps, options.caller, options.runId);
  const errors = await listRowErrors(options.deps.db, run.id);
  const base = run.file_name.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { csv: buildErrorReport(errors), fileName: `${base}-errors.csv` };
}

/** The latest runs the caller may see. */
export async function listBulkImports(options: { deps: DirectoryDeps; caller: Caller; limit: number }): Promise<BulkImportRunView[]> {
  const rows = await listRecentRuns(options.deps.db, tenantScope(options.caller.claims), options.limit);
  return rows.map(bulkImportRunView);
}
