import { importRowErrorsRepository, importRunsRepository, type NewImportRun } from '@ea/import-runs';
import type { TenantScope } from '@ea/service-kit/use-case';
import type { Selectable } from 'kysely';
import { type CompanyImportRunsTable, DIRECTORY_SCHEMA, type DirectoryExecutor } from './schema.ts';

export type CompanyImportRunRow = Selectable<CompanyImportRunsTable>;

export interface NewCompanyImportRun extends NewImportRun {
  channel_id: number;
  object_key: string;
}

/** The companies import's runs: one per file, channel and mode (see importRunsRepository). */
export const companyImportRuns = importRunsRepository<DirectoryExecutor, CompanyImportRunRow, NewCompanyImportRun>({
  schema: DIRECTORY_SCHEMA,
  table: 'bulk_import_runs',
  fileConstraint: 'bulk_import_runs_file',
});

/** The failed rows of the companies import's runs. */
export const companyImportRowErrors = importRowErrorsRepository<DirectoryExecutor>({
  schema: DIRECTORY_SCHEMA,
  table: 'bulk_import_row_errors',
});

/** The latest runs into channels the caller may see (reviewer-only users see none: they cannot import). */
export async function listRecentCompanyImports(ex: DirectoryExecutor, scope: TenantScope, limit: number): Promise<CompanyImportRunRow[]> {
  if (!scope.all && scope.companyId !== null) return [];
  return companyImportRuns.listRecentRuns(ex, scope, limit);
}
