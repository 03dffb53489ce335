import { createLocalObjectStorage } from '@ea/directory';
import { fixtureEnv, runImportWorkerFixture } from '@ea/import-runs/testing';
import { createBulkImportProcessor } from '../bulk-import-processor.ts';

// The worker process of the resume test; STORAGE_DIR holds the uploads.
await runImportWorkerFixture((db) =>
  createBulkImportProcessor({
    db,
    storage: createLocalObjectStorage(fixtureEnv('STORAGE_DIR')),
    batchSize: Number(fixtureEnv('BATCH_SIZE')),
  }),
);
