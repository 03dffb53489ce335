import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createQueueClient } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_TABLE_DDL, resultWriterQueue } from './test-fixtures/result-writer-queue.ts';
import { waitForJob } from './test-fixtures/wait-for-job.ts';
import { spawnWorkerProcess, type WorkerProcess } from './test-fixtures/worker-process.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'crash');
const workerScript = new URL('./test-fixtures/result-writer-worker.ts', import.meta.url).href;
const client = createQueueClient(resultWriterQueue, { connection: redisUrl, prefix });
const processes: WorkerProcess[] = [];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql.raw(RESULT_TABLE_DDL).execute(database.db);
});

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await client.close();
  await cleanup();
  await database?.drop();
});

function startWorker(holdMs: number): WorkerProcess {
  const worker = spawnWorkerProcess(workerScript, {
    REDIS_URL: redisUrl,
    DATABASE_URL: database.url,
    QUEUE_PREFIX: prefix,
    WRITE_DELAY_MS: '100',
    HOLD_MS: String(holdMs),
  });
  processes.push(worker);
  return worker;
}

describe('a worker process killed mid-job', () => {
  it('has its job retried by another worker and the result written once', async () => {
    const first = startWorker(60_000);
    await first.waitFor((e) => e.event === 'ready');
    const { jobId } = await client.enqueue({ orderId: 'o-1' });

    // The first worker has written the result row and is still inside the job when it dies.
    await first.waitFor((e) => e.event === 'written' && e.jobId === jobId);
    await first.stop('SIGKILL');
    const killedAt = Date.now();
    expect(first.child.signalCode).toBe('SIGKILL');
    expect((await client.status(jobId))?.state).toBe('active');

    const second = startWorker(0);
    const rerun = await second.waitFor((e) => e.event === 'written' && e.jobId === jobId);
    const status = await waitForJob(client, jobId, ['completed', 'failed'], 20_000);
    console.log(`job ${jobId} completed ${Date.now() - killedAt} ms after its worker was killed`);

    expect(rerun).toMatchObject({ attempt: 2, inserted: false });
    expect(status).toMatchObject({ state: 'completed', attemptsStarted: 2, stalledCount: 1, attemptsMade: 1 });
    expect(status.returnValue).toEqual({ attempt: 2, inserted: false });
    const rows = await database.db.selectFrom('job_results').select(['job_id', 'attempt']).execute();
    expect(rows).toEqual([{ job_id: jobId, attempt: 1 }]);
  });
});
