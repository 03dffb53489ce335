import { type ImportRunView, importRunView } from '@ea/import-runs';
import type { BulkImportRunRow } from '../db/bulk-import-runs-repository.ts';
import type { BulkImportProgressPayload } from '../events/directory-events.ts';

export interface BulkImportRunView extends ImportRunView<number> {
  /** Valid rows whose CIK/CID already named a company of the channel. */
  skipped: number;
}

export function bulkImportRunView(row: BulkImportRunRow): BulkImportRunView {
  return importRunView(row, `/api/bulkImport/${row.id}/errors`);
}

export function progressPayload(row: BulkImportRunRow): BulkImportProgressPayload {
  return {
    runId: row.id,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    created: row.created_count,
    skipped: row.skipped_count,
  };
}
