import type { CompanyImportRun } from '@ea/contracts/directory';
import { importRunView } from '@ea/import-runs';
import type { CompanyImportRunRow } from '../../db/company-import-runs-repository.ts';

/**
 * A run as the API shows it. Its report, at /api/bulkImport/:runId/errors, lists every row that
 * created no company, so it is there once any row failed, was already there or was updated.
 */
export function companyImportRunView(row: CompanyImportRunRow): CompanyImportRun {
  const url = `/api/bulkImport/${row.id}/errors`;
  const listed = row.failed + row.skipped_count + row.updated_count;
  return { ...importRunView(row, url), updateExisting: row.update_existing, errorReportUrl: listed > 0 ? url : null };
}
