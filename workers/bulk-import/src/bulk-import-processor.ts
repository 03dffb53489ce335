import type { AnyDb } from '@ea/db';
import { directoryDb, markBulkImportFailed, type ObjectStorage, runBulkImport } from '@ea/directory';
import { bulkImportQueue, defineProcessor } from '@ea/jobs';

export interface BulkImportProcessorDeps {
  db: AnyDb;
  /** Where the API stored the uploaded workbooks. */
  storage: ObjectStorage;
  /** Valid rows per committed batch (default 1,000). */
  batchSize?: number;
}

/**
 * Runs a bulk-import job: the directory's runBulkImport, which continues from the run's last
 * committed batch when a worker died mid-run. After the job's last attempt fails, the run is
 * marked failed so its status does not stay "importing".
 */
export function createBulkImportProcessor(deps: BulkImportProcessorDeps) {
  const db = directoryDb(deps.db);
  return defineProcessor(bulkImportQueue, async ({ data, attempt, progress }) => {
    try {
      return await runBulkImport({
        db,
        storage: deps.storage,
        runId: data.runId,
        ...(deps.batchSize ? { batchSize: deps.batchSize } : {}),
        onProgress: progress,
      });
    } catch (error) {
      if (attempt >= bulkImportQueue.jobOptions.attempts) {
        await markBulkImportFailed(db, data.runId, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  });
}
