import { type AnyDb, openDatabase } from '@ea/db';
import type { Processor } from '@ea/jobs';
import { Worker } from 'bullmq';

/** Reads a variable the spawning test set; throws when it did not. */
export function fixtureEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

const report = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

/**
 * The body of an import worker process for a resume test. It runs the processor on the queue at
 * DATABASE_URL, REDIS_URL and QUEUE_PREFIX, reports "ready" and each committed batch as JSON
 * lines on stdout, and lingers LINGER_MS after each batch so the test can kill it between batches.
 */
export async function runImportWorkerFixture<Payload, Result>(createProcessor: (db: AnyDb) => Processor<Payload, Result>): Promise<void> {
  const lingerMs = Number(fixtureEnv('LINGER_MS'));
  const database = await openDatabase({ url: fixtureEnv('DATABASE_URL'), poolSize: 2 });
  const processor = createProcessor(database.db);
  const worker = new Worker(
    processor.queue.name,
    (job) =>
      processor.process({
        data: processor.queue.parse(job.data),
        jobId: job.id!,
        attempt: job.attemptsStarted,
        progress: async (percent) => {
          await job.updateProgress(percent);
          report({ event: 'batch', percent, attempt: job.attemptsStarted });
          await new Promise((resolve) => setTimeout(resolve, lingerMs));
        },
      }),
    {
      connection: { url: fixtureEnv('REDIS_URL'), maxRetriesPerRequest: null },
      prefix: fixtureEnv('QUEUE_PREFIX'),
      // A killed worker's job is back in the queue within about two seconds.
      lockDuration: 1000,
      stalledInterval: 500,
      maxStalledCount: 1,
    },
  );
  await worker.waitUntilReady();
  report({ event: 'ready', pid: process.pid });
}
