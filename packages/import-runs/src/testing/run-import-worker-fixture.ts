import { openDatabase } from '@ea/db';
import { type AnyProcessorDefinition, createQueueClients, type JobLogger, type WorkerContext } from '@ea/jobs';
import { createObjectStorage } from '@ea/storage';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

/** Reads a variable the spawning test set; throws when it did not. */
export function fixtureEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

const report = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);
const stderrLog: JobLogger = {
  info: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'info', message, ...fields })}\n`),
  warn: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'warn', message, ...fields })}\n`),
  error: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'error', message, ...fields })}\n`),
};

/**
 * The body of an import worker process for a resume test. It runs the processor on the queue at
 * DATABASE_URL, REDIS_URL and QUEUE_PREFIX, with the object storage of DATA_DIR, reports "ready"
 * and each committed batch as JSON lines on stdout, and lingers LINGER_MS after each batch so the
 * test can kill it between batches.
 */
export async function runImportWorkerFixture(processor: AnyProcessorDefinition): Promise<void> {
  const lingerMs = Number(fixtureEnv('LINGER_MS'));
  const redisUrl = fixtureEnv('REDIS_URL');
  const prefix = fixtureEnv('QUEUE_PREFIX');
  const database = await openDatabase({ url: fixtureEnv('DATABASE_URL'), poolSize: 2 });
  const queues = createQueueClients({ connection: redisUrl, prefix });
  const context: WorkerContext = {
    db: database.db,
    redis: new Redis(redisUrl),
    storage: createObjectStorage(process.env),
    env: process.env,
    log: stderrLog,
    outboxWritten: () => {},
    queue: (def) => queues.of(def),
  };
  const processJob = processor.start(context);
  const worker = new Worker(
    processor.queue.name,
    (job) =>
      processJob({
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
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      // A killed worker's job is back in the queue within about two seconds.
      lockDuration: 1000,
      stalledInterval: 500,
      maxStalledCount: 1,
    },
  );
  await worker.waitUntilReady();
  report({ event: 'ready', pid: process.pid });
}
