import type { CompanyImportRun } from '@ea/contracts/directory';
import { importRunView } from '@ea/import-runs';
import type { CompanyImportRunRow } from '../../db/company-import-runs-repository.ts';

/** A run as the API shows it; its failed rows are served at /api/bulkImport/:runId/errors. */
export function companyImportRunView(row: CompanyImportRunRow): CompanyImportRun {
  return importRunView(row, `/api/bulkImport/${row.id}/errors`);
}
