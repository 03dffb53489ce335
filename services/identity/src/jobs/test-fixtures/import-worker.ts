import { fixtureEnv, runImportWorkerFixture } from '@ea/import-runs/testing';
import { userImportProcessor } from '../user-import-processor.ts';

// The worker process of the resume test: the upload is in DATA_DIR's object storage; the
// activation mails go to MAIL_DIR, with PUBLIC_URL links.
await runImportWorkerFixture(userImportProcessor({ batchSize: Number(fixtureEnv('BATCH_SIZE')) }));
