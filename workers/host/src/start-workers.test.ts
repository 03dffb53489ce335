import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobResult } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import {
  createQueueClient,
  createQueueClients,
  HOUSEKEEPING_EVERY_MS,
  type HousekeepingResult,
  housekeepingQueue,
  type WorkerContext,
} from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { createLocalObjectStorage } from '@ea/storage';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from './start-workers.ts';
import { waitForJob } from './test-fixtures/wait-for-job.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'start-workers');
const client = createQueueClient(housekeepingQueue, { connection: redisUrl, prefix });
const inspector = new Queue(housekeepingQueue.name, { connection: { url: redisUrl }, prefix });
const queues = createQueueClients({ connection: redisUrl, prefix });
const redis = new Redis(redisUrl);
let database: TestDatabase;
let storageDir: string;

/** A worker process's context over this file's database, Redis and a temporary object store. */
function contextWith(env: Record<string, string> = {}): WorkerContext {
  return {
    db: database.db,
    redis,
    storage: createLocalObjectStorage({ root: storageDir }),
    env,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    outboxWritten: () => {},
    queue: (def) => queues.of(def),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'start-workers-'));
  await sql`create schema svc_a`.execute(database.db);
  await sql`create table svc_a.outbox (
    id bigserial primary key, event_id uuid, topic text, type text, aggregate_type text, aggregate_id text,
    scope jsonb, payload jsonb, realtime jsonb, occurred_at timestamptz, published_at timestamptz)`.execute(database.db);
  await sql`create table svc_a.inbox (consumer text, event_id uuid, processed_at timestamptz)`.execute(database.db);
});

afterAll(async () => {
  await client.close();
  await inspector.close();
  await queues.close();
  redis.disconnect();
  await cleanup();
  await database?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('startWorkers', () => {
  it('schedules housekeeping hourly and runs it against the given schemas', async () => {
    const db = database.db;
    await sql`insert into svc_a.outbox (event_id, topic, occurred_at, published_at) values
      (${randomUUID()}, 'old', now() - interval '5 days', now() - interval '5 days'),
      (${randomUUID()}, 'new', now() - interval '1 day', now() - interval '1 day')`.execute(db);
    await sql`insert into svc_a.inbox (consumer, event_id, processed_at) values
      ('old', ${randomUUID()}, now() - interval '4 days'), ('new', ${randomUUID()}, now())`.execute(db);

    const host = await startWorkers({ redisUrl, context: contextWith(), schemas: ['svc_a'], retentionDays: 3, prefix });
    try {
      const schedulers = await inspector.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ key: 'housekeeping-hourly', every: HOUSEKEEPING_EVERY_MS });
      expect(schedulers[0]?.template?.data).toEqual({ schemas: ['svc_a'], retentionDays: 3 });

      const { jobId } = await client.enqueue({ schemas: ['svc_a'], retentionDays: 3 });
      const status = await waitForJob<HousekeepingResult>(client, jobId, ['completed', 'failed']);
      expect(status).toMatchObject({ state: 'completed', result: JobResult.completed, progress: 100 });
      expect(status.returnValue?.schemas.map((s) => s.schema)).toEqual(['svc_a']);
      const topics = await sql<{ topic: string }>`select topic from svc_a.outbox`.execute(db);
      expect(topics.rows).toEqual([{ topic: 'new' }]);
      const consumers = await sql<{ consumer: string }>`select consumer from svc_a.inbox`.execute(db);
      expect(consumers.rows).toEqual([{ consumer: 'new' }]);
    } finally {
      await host.close();
    }
  });

  it('removes the housekeeping schedule when no schemas are given', async () => {
    await client.schedule('housekeeping-hourly', { schemas: ['svc_a'], retentionDays: 3 }, { every: HOUSEKEEPING_EVERY_MS });
    const host = await startWorkers({ redisUrl, context: contextWith(), schemas: [], prefix });
    await host.close();
    expect(await inspector.getJobSchedulersCount()).toBe(0);
  });

  it('works the platform’s housekeeping and every service’s queues, a queue’s former name included', async () => {
    const host = await startWorkers({ redisUrl, context: contextWith(), schemas: [], prefix });
    await host.close();
    expect([...host.queueNames].sort()).toEqual([
      'bulk-import',
      'comment-transfer',
      'company-import',
      'edgar-index-poll',
      'housekeeping',
      'render',
      'render-chunk',
      'render-merge',
      'render-sweep',
      'user-import',
      'validation-run',
      'validation-sweep',
    ]);
  });

  it('works only the queues WORKER_QUEUES names', async () => {
    const host = await startWorkers({ redisUrl, context: contextWith({ WORKER_QUEUES: 'housekeeping' }), schemas: [], prefix });
    await host.close();
    expect(host.queueNames).toEqual(['housekeeping']);
  });
});
