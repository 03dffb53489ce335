import type { UseCaseContext } from '@ea/service-kit/use-case';
import { buildErrorReport } from '@ea/workbook';
import { userImportRowErrors } from '../../db/user-import-runs-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { USER_LAYOUT } from './user-sheet.ts';
import { visibleUserImport } from './visible-user-import.ts';

/** The failed rows of a run as CSV (each row's values and messages, in column order), with the file name to download it under. */
export async function userImportErrorReport({ deps, caller }: UseCaseContext<IdentityDeps>, input: { runId: string }) {
  const run = await visibleUserImport(deps, caller, input.runId);
  const errors = await userImportRowErrors.listRowErrors(deps.db, run.id);
  const base = run.file_name.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'users-import';
  return { csv: buildErrorReport(USER_LAYOUT.columns, errors), fileName: `${base}-errors.csv` };
}
