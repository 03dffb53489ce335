import { identityConfig } from '@ea/identity/user-import-worker';
import { fixtureEnv, runImportWorkerFixture } from '@ea/import-runs/testing';
import { createUserImportProcessor } from '../user-import-processor.ts';

// The worker process of the resume test; the activation mails go to MAIL_DIR.
await runImportWorkerFixture((db) =>
  createUserImportProcessor({
    db,
    config: identityConfig({ MAIL_DIR: fixtureEnv('MAIL_DIR'), PUBLIC_URL: 'http://app.test' }),
    batchSize: Number(fixtureEnv('BATCH_SIZE')),
  }),
);
