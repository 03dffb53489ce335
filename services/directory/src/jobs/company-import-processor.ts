import { failImport, runImport } from '@ea/import-runs';
import { defineProcessor } from '@ea/jobs';
import { directoryDeps } from '../deps.ts';
import { COMPANY_IMPORT_BATCH, companyImportDefinition } from '../domain/company-import/company-import-definition.ts';
import { companyImportQueue, FORMER_COMPANY_IMPORT_QUEUE } from './company-import-queue.ts';

/**
 * Runs companies-import jobs: runImport continues from the run's last committed batch when a
 * worker died mid-run. After a job's last attempt fails, the run is marked failed so its status
 * does not stay "importing". Jobs queued under the queue's former name are worked too.
 */
export function companyImportProcessor(options: { batchSize?: number } = {}) {
  const batchSize = options.batchSize ?? COMPANY_IMPORT_BATCH;
  return defineProcessor(
    companyImportQueue,
    (context) => {
      const definition = companyImportDefinition(directoryDeps(context), batchSize);
      return ({ data, progress }) => runImport(definition, data.runId, { onProgress: progress });
    },
    {
      formerQueueNames: [FORMER_COMPANY_IMPORT_QUEUE],
      onFinalFailure: (context, { data }, error) => failImport(companyImportDefinition(directoryDeps(context)), data.runId, error.message),
    },
  );
}
