import type { UserImportRun } from '@ea/contracts/identity';
import { importRunView } from '@ea/import-runs';
import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';

/** A run as the API shows it; its failed rows are served at /api/user/bulkImport/:runId/errors. */
export function userImportRunView(row: UserImportRunRow): UserImportRun {
  return importRunView(row, `/api/user/bulkImport/${row.id}/errors`);
}
