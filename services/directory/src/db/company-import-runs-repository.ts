import { importRowErrorsRepository, importRunsRepository, type NewImportRun } from '@ea/import-runs';
import type { TenantScope } from '@ea/service-kit/use-case';
import type { Selectable } from 'kysely';
import { type CompanyImportRunsTable, type CompanyRowOutcome, DIRECTORY_SCHEMA, type DirectoryExecutor } from './schema.ts';

export type CompanyImportRunRow = Selectable<CompanyImportRunsTable>;

export interface NewCompanyImportRun extends NewImportRun {
  channel_id: number;
  object_key: string;
  update_existing: boolean;
}

/** The companies import's runs: one per file, channel, mode and update mode (see importRunsRepository). */
export const companyImportRuns = importRunsRepository<DirectoryExecutor, CompanyImportRunRow, NewCompanyImportRun>({
  schema: DIRECTORY_SCHEMA,
  table: 'bulk_import_runs',
  fileConstraint: 'bulk_import_runs_file',
  modeColumns: ['update_existing'],
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

/** A valid row that created no company, with what became of it. */
export interface CompanyRowOutcomeEntry {
  rowNumber: number;
  outcome: CompanyRowOutcome;
  values: Record<string, string>;
}

/** Records what became of a batch's rows; rows recorded by an earlier attempt are kept as they are. */
export async function insertRowOutcomes(ex: DirectoryExecutor, runId: string, entries: CompanyRowOutcomeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await ex
    .insertInto('bulk_import_row_outcomes')
    .values(entries.map((e) => ({ run_id: runId, row_number: e.rowNumber, outcome: e.outcome, row_values: JSON.stringify(e.values) })))
    .onConflict((oc) => oc.columns(['run_id', 'row_number']).doNothing())
    .execute();
}

export async function listRowOutcomes(ex: DirectoryExecutor, runId: string): Promise<CompanyRowOutcomeEntry[]> {
  const rows = await ex
    .selectFrom('bulk_import_row_outcomes')
    .select(['row_number', 'outcome', 'row_values'])
    .where('run_id', '=', runId)
    .orderBy('row_number')
    .execute();
  return rows.map((r) => ({ rowNumber: r.row_number, outcome: r.outcome, values: r.row_values }));
}
