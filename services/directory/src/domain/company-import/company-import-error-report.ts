import type { UseCaseContext } from '@ea/service-kit/use-case';
import { buildErrorReport, type RowError, type SheetColumn } from '@ea/workbook';
import { companyImportRowErrors, listRowOutcomes } from '../../db/company-import-runs-repository.ts';
import type { CompanyRowOutcome } from '../../db/schema.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { COMPANY_COLUMNS } from './company-sheet.ts';
import { visibleCompanyImport } from './visible-company-import.ts';

/** What the report's Outcome column says of a row that created no company. */
export const REPORT_OUTCOMES: Record<CompanyRowOutcome | 'failed', string> = {
  failed: 'Error',
  existing: 'Already there',
  updated: 'Updated',
};

const REPORT_COLUMNS: readonly SheetColumn<string>[] = [...COMPANY_COLUMNS, { header: 'Outcome', field: 'outcome' }];

/**
 * The run's report as CSV: every row that did not become a new company, in row order, with its
 * values, its outcome (Error, Already there, Updated) and an error's messages; with the file name
 * to download it under.
 */
export async function companyImportErrorReport({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { runId: string }) {
  const run = await visibleCompanyImport(deps, caller, input.runId);
  const errors = await companyImportRowErrors.listRowErrors(deps.db, run.id);
  const outcomes = await listRowOutcomes(deps.db, run.id);
  const rows: RowError[] = [
    ...errors.map((e) => ({ ...e, values: { ...e.values, outcome: REPORT_OUTCOMES.failed } })),
    ...outcomes.map((o) => ({ rowNumber: o.rowNumber, values: { ...o.values, outcome: REPORT_OUTCOMES[o.outcome] }, messages: {} })),
  ].sort((a, b) => a.rowNumber - b.rowNumber);
  const base = run.file_name.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { csv: buildErrorReport(REPORT_COLUMNS, rows), fileName: `${base}-errors.csv` };
}
