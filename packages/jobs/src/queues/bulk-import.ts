import { type Static, Type } from 'typebox';
import { defineQueue } from '../define-queue.ts';

export const BulkImportPayload = Type.Object({
  /** The run record (directory.bulk_import_runs) holding the file, channel and mode. */
  runId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
export type BulkImportPayload = Static<typeof BulkImportPayload>;

export interface BulkImportResult {
  runId: string;
  /** completed, or rejected when the file had bad rows and the run was not to import the valid ones. */
  status: string;
  total: number;
  created: number;
  skipped: number;
  failed: number;
}

/** Imports an uploaded companies workbook; the job id is the run id, so a run is one job. */
export const bulkImportQueue = defineQueue<BulkImportPayload, BulkImportResult>({
  name: 'bulk-import',
  jobId: (p) => p.runId,
  payload: BulkImportPayload,
  attempts: 3,
  // The processor continues from the last committed row, so a retry redoes little.
  backoff: { type: 'exponential', delay: 5_000 },
});
