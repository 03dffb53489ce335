import type { BulkImportRunRow } from '../db/bulk-import-runs-repository.ts';
import type { BulkImportProgressPayload } from '../events/directory-events.ts';

export interface BulkImportRunView {
  id: string;
  channelId: number;
  fileName: string;
  importValid: boolean;
  status: string;
  total: number;
  /** Rows handled so far, failed ones included. */
  done: number;
  failed: number;
  created: number;
  /** Valid rows whose CIK/CID already named a company of the channel. */
  skipped: number;
  percent: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** Where the failed rows can be downloaded; null while there are none. */
  errorReportUrl: string | null;
}

export function bulkImportRunView(row: BulkImportRunRow): BulkImportRunView {
  return {
    id: row.id,
    channelId: row.channel_id,
    fileName: row.file_name,
    importValid: row.import_valid,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    created: row.created_count,
    skipped: row.skipped_count,
    percent: percentOf(row),
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    errorReportUrl: row.failed > 0 ? `/api/bulkImport/${row.id}/errors` : null,
  };
}

function percentOf(row: BulkImportRunRow): number {
  if (row.status === 'completed' || row.status === 'rejected') return 100;
  return row.total === 0 ? 0 : Math.floor((row.done / row.total) * 100);
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
