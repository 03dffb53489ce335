import { fixtureEnv, runImportWorkerFixture } from '@ea/import-runs/testing';
import { companyImportProcessor } from '../company-import-processor.ts';

// The worker process of the resume test; DATA_DIR holds the object storage with the upload.
await runImportWorkerFixture(companyImportProcessor({ batchSize: Number(fixtureEnv('BATCH_SIZE')) }));
