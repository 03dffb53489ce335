import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyDb, SchemaMigrations } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createQueueClient, type QueueDef } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { spawnWorkerProcess, type WorkerProcess } from './spawn-worker-process.ts';

export interface ImportResumeHarnessOptions<Payload> {
  /** Names the Redis key prefix and the temporary directory. */
  label: string;
  queue: QueueDef<Payload, unknown>;
  migrations: SchemaMigrations[];
  /** The service's schema, where count() looks. */
  schema: string;
  /** The worker fixture script (see runImportWorkerFixture). */
  script: URL;
  /** The fixture's own variables, given the harness's temporary directory. */
  workerEnv(dir: string): Record<string, string>;
}

/**
 * What a resume test needs around its import: its own database, queue prefix, queue client and
 * temporary directory, and worker processes it can kill. Call start() in beforeAll and stop() in
 * afterAll; stop() kills every worker still running and removes what start() made.
 */
export interface ImportResumeHarness<Payload> {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly db: AnyDb;
  /** A temporary directory the test and its workers share (uploads, written mails). */
  readonly dir: string;
  /** Spawns a worker that lingers lingerMs after each batch. */
  startWorker(lingerMs: number): WorkerProcess;
  /** Starts a worker, enqueues the payload and kills the worker with SIGKILL once it committed its first batch. */
  killAfterFirstBatch(payload: Payload): Promise<void>;
  /** Rows in a table of the service's schema, optionally only those where a column equals a value. */
  count(table: string, where?: [string, string]): Promise<number>;
  /** Reads the run until done() holds, for at most timeoutMs; returns the last read. */
  waitForRun<Run>(read: () => Promise<Run>, done: (run: Run) => boolean, timeoutMs?: number): Promise<Run>;
}

export function importResumeHarness<Payload>(options: ImportResumeHarnessOptions<Payload>): ImportResumeHarness<Payload> {
  const redisUrl = testRedisUrl();
  const { prefix, cleanup } = createTestPrefix(redisUrl, options.label);
  const client = createQueueClient(options.queue, { connection: redisUrl, prefix });
  const script = fileURLToPath(options.script);
  const workers: WorkerProcess[] = [];
  let database: TestDatabase | undefined;
  let dir: string | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the harness is not started');
    return value;
  };
  const startWorker = (lingerMs: number): WorkerProcess => {
    const worker = spawnWorkerProcess(script, {
      REDIS_URL: redisUrl,
      DATABASE_URL: started(database).url,
      QUEUE_PREFIX: prefix,
      LINGER_MS: String(lingerMs),
      ...options.workerEnv(started(dir)),
    });
    workers.push(worker);
    return worker;
  };

  return {
    async start() {
      database = await createTestDatabase(options.migrations);
      dir = await mkdtemp(join(tmpdir(), `${options.label}-`));
    },
    async stop() {
      await Promise.all(workers.map((w) => w.kill('SIGKILL')));
      await client.close();
      await cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
      await database?.drop();
    },
    get db() {
      return started(database).db;
    },
    get dir() {
      return started(dir);
    },
    startWorker,
    async killAfterFirstBatch(payload) {
      // It lingers long after the batch, so it is killed before it commits another.
      const worker = startWorker(60_000);
      await worker.waitFor((e) => e.event === 'ready');
      await client.enqueue(payload);
      await worker.waitFor((e) => e.event === 'batch');
      await worker.kill('SIGKILL');
    },
    async count(table, where) {
      const row = await started(database)
        .db.withSchema(options.schema)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(where !== undefined, (q) => q.where(where![0], '=', where![1]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async waitForRun(read, done, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let run = await read();
      while (!done(run)) {
        if (Date.now() > deadline) throw new Error(`run did not finish: ${JSON.stringify(run)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = await read();
      }
      return run;
    },
  };
}
