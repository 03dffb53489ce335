import { openDatabase } from '@ea/db';
import { defineProcessor, type JobLogger } from '@ea/jobs';
import { createWorkerHost } from '../create-worker-host.ts';
import { FAST_STALLED_SETTINGS, resultWriterQueue } from './result-writer-queue.ts';

// A worker process for the crash-recovery test. It reports what it does as JSON lines on stdout;
// the test reads them to know when to kill it.
const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const report = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const writeDelayMs = Number(env('WRITE_DELAY_MS'));
const holdMs = Number(env('HOLD_MS'));

const logger: JobLogger = {
  info: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'info', message, ...fields })}\n`),
  warn: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'warn', message, ...fields })}\n`),
  error: (fields, message) => process.stderr.write(`${JSON.stringify({ level: 'error', message, ...fields })}\n`),
};

const database = await openDatabase({ url: env('DATABASE_URL'), poolSize: 2 });
const host = await createWorkerHost({
  connection: env('REDIS_URL'),
  prefix: env('QUEUE_PREFIX'),
  context: database,
  stalled: FAST_STALLED_SETTINGS,
  logger,
  processors: [
    defineProcessor(resultWriterQueue, ({ db }: typeof database) => async ({ jobId, attempt }) => {
      report({ event: 'started', jobId, attempt });
      await sleep(writeDelayMs);
      const written = await db
        .insertInto('job_results')
        .values({ job_id: jobId, attempt })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .executeTakeFirst();
      const inserted = Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
      report({ event: 'written', jobId, attempt, inserted });
      // The result is in the database but the job is not yet completed: a crash here is the case
      // where a non-idempotent processor would write the result twice.
      await sleep(holdMs);
      return { attempt, inserted };
    }),
  ],
});
report({ event: 'ready', pid: process.pid });

process.on('SIGTERM', () => {
  host
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
