import { openDatabase } from '@ea/db';
import { identityConfig } from '@ea/identity/user-import-worker';
import { userImportQueue } from '@ea/jobs';
import { Worker } from 'bullmq';
import { createUserImportProcessor } from '../user-import-processor.ts';

// A worker process for the resume test: it reports each committed batch as a JSON line on stdout
// and then lingers, so the test can kill it between batches.
const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const report = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);
const lingerMs = Number(env('LINGER_MS'));

const database = await openDatabase({ url: env('DATABASE_URL'), poolSize: 2 });
const processor = createUserImportProcessor({
  db: database.db,
  config: identityConfig({ MAIL_DIR: env('MAIL_DIR'), PUBLIC_URL: 'http://app.test' }),
  batchSize: Number(env('BATCH_SIZE')),
});
const worker = new Worker(
  userImportQueue.name,
  (job) =>
    processor.process({
      data: userImportQueue.parse(job.data),
      jobId: job.id!,
      attempt: job.attemptsStarted,
      progress: async (percent) => {
        await job.updateProgress(percent);
        report({ event: 'batch', percent, attempt: job.attemptsStarted });
        await new Promise((resolve) => setTimeout(resolve, lingerMs));
      },
    }),
  {
    connection: { url: env('REDIS_URL'), maxRetriesPerRequest: null },
    prefix: env('QUEUE_PREFIX'),
    // A killed worker's job is back in the queue within about two seconds.
    lockDuration: 1000,
    stalledInterval: 500,
    maxStalledCount: 1,
  },
);
await worker.waitUntilReady();
report({ event: 'ready', pid: process.pid });
