import { type ImportRunProgress, importRunsRepository, type NewImportRun } from '@ea/import-runs';
import type { TenantScope } from '@ea/service-kit';
import type { Selectable } from 'kysely';
import { DIRECTORY_SCHEMA } from '../migrations/directory-migrations.ts';
import type { BulkImportRunsTable, BulkImportStatus, DirectoryExecutor } from './directory-database.ts';

export type BulkImportRunRow = Selectable<BulkImportRunsTable>;

export interface NewBulkImportRun extends NewImportRun {
  channel_id: number;
  object_key: string;
}

export type RunProgress = ImportRunProgress<BulkImportStatus>;

const runs = importRunsRepository<DirectoryExecutor, BulkImportRunRow, NewBulkImportRun>({
  schema: DIRECTORY_SCHEMA,
  table: 'bulk_import_runs',
  fileConstraint: 'bulk_import_runs_file',
});

/**
 * Adds a run unless the same file was already imported into the channel in the same mode.
 * Returns the run that stands for the file and whether it is the one just added.
 */
export const insertRunOnce = runs.insertRunOnce;
export const findRun = runs.findRun;
export const updateRun = runs.updateRun;

/** The latest runs into channels the caller may see (reviewer-only users see none: they cannot import). */
export async function listRecentRuns(ex: DirectoryExecutor, scope: TenantScope, limit: number): Promise<BulkImportRunRow[]> {
  if (!scope.all && scope.companyId !== null) return [];
  return runs.listRecentRuns(ex, scope, limit);
}
