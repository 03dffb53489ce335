import { type Static, Type } from 'typebox';
import { defineQueue } from '../define-queue.ts';

export const UserImportPayload = Type.Object({
  /** The run record (identity.user_import_runs) holding the file, channel and mode. */
  runId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
export type UserImportPayload = Static<typeof UserImportPayload>;

export interface UserImportResult {
  runId: string;
  /** completed, or rejected when the file had bad rows and the run was not to import the valid ones. */
  status: string;
  total: number;
  created: number;
  skipped: number;
  failed: number;
}

/** Imports an uploaded users workbook; the job id is the run id, so a run is one job. */
export const userImportQueue = defineQueue<UserImportPayload, UserImportResult>({
  name: 'user-import',
  jobId: (p) => p.runId,
  payload: UserImportPayload,
  attempts: 3,
  // The processor continues from the last committed batch, so a retry redoes little.
  backoff: { type: 'exponential', delay: 5_000 },
});
