import type { UseCaseContext } from '@ea/service-kit/use-case';
import { buildErrorReport } from '@ea/workbook';
import { companyImportRowErrors } from '../../db/company-import-runs-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { COMPANY_COLUMNS } from './company-sheet.ts';
import { visibleCompanyImport } from './visible-company-import.ts';

/** The failed rows of a run as CSV (each row's values and messages, in column order), with the file name to download it under. */
export async function companyImportErrorReport({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { runId: string }) {
  const run = await visibleCompanyImport(deps, caller, input.runId);
  const errors = await companyImportRowErrors.listRowErrors(deps.db, run.id);
  const base = run.file_name.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { csv: buildErrorReport(COMPANY_COLUMNS, errors), fileName: `${base}-errors.csv` };
}
