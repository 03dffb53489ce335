import { RunIdSchema } from '@ea/contracts';
import { type Static, Type } from 'typebox';
import { defineQueue, type QueueDef } from '../define-queue.ts';

export const ImportRunPayload = Type.Object({
  /** The run record (in the importing service's own table) holding the file, channel and mode. */
  runId: RunIdSchema,
});
export type ImportRunPayload = Static<typeof ImportRunPayload>;

export interface ImportRunResult {
  runId: string;
  /** completed, or rejected when the file had bad rows and the run was not to import the valid ones. */
  status: string;
  total: number;
  created: number;
  skipped: number;
  failed: number;
}

/** A spreadsheet import's queue: the job id is the run id, so a run is one job. */
export function importRunQueue(name: string): QueueDef<ImportRunPayload, ImportRunResult> {
  return defineQueue<ImportRunPayload, ImportRunResult>({
    name,
    jobId: (p) => p.runId,
    payload: ImportRunPayload,
    attempts: 3,
    // The processor continues from the last committed batch, so a retry redoes little.
    backoff: { type: 'exponential', delay: 5_000 },
  });
}
