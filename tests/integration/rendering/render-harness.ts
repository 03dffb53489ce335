import type { DocumentWritten, ExportJob, TopicModelJson } from '@ea/contracts/library';
import { spawnWorkerProcess, type WorkerProcess } from '@ea/import-runs/testing';
import { createQueueClients, type WorkerContext } from '@ea/jobs';
import { libraryJobs } from '@ea/library/jobs';
import { createLibraryTestApp, type LibraryTestApp, seedDocument } from '@ea/library/testing';
import type { RenderDocument } from '@ea/render';
import { createWorkerHost, type WorkerHost } from '@ea/worker-host';
import { Redis } from 'ioredis';

type Headers = { authorization: string };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export interface RenderHarness {
  t: LibraryTestApp;
  context: WorkerContext;
  /** Starts the library's render processors in this process (one browser, chunks two at a time). */
  startWorkers(): Promise<WorkerHost>;
  seed(headers: Headers, companyId: number, doc: RenderDocument): Promise<DocumentWritten>;
  /** A render worker in a process of its own on the harness's database, queues and storage, once it takes jobs. */
  spawnWorker(): Promise<WorkerProcess>;
  /** Polls the job until it is finished (completed or error). */
  finished(headers: Headers, jobId: string, timeoutMs?: number): Promise<ExportJob>;
  close(): Promise<void>;
}

/** The library's routes and, when started, its render workers, over one test database, bus, queue prefix and storage. */
export async function renderHarness(): Promise<RenderHarness> {
  const t = await createLibraryTestApp();
  const redis = new Redis(t.redisUrl);
  const queues = createQueueClients({ connection: t.redisUrl, prefix: t.prefix });
  const context: WorkerContext = {
    db: t.database.db,
    redis,
    storage: t.storage,
    env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    log: quiet,
    outboxWritten: () => {},
    queue: (def) => queues.of(def),
  };
  const hosts: WorkerHost[] = [];
  return {
    t,
    context,
    async startWorkers() {
      const host = await createWorkerHost({
        connection: t.redisUrl,
        prefix: t.prefix,
        context,
        processors: libraryJobs,
        concurrency: { 'render-chunk': 2 },
        logger: quiet,
      });
      hosts.push(host);
      return host;
    },
    async seed(headers, companyId, doc) {
      const topics = doc.topics.map((topic, i) => ({ title: `Topic ${i + 1}`, model: topic.model as unknown as TopicModelJson }));
      return seedDocument(t, headers, { companyId, title: doc.title }, topics);
    },
    async spawnWorker() {
      const worker = spawnWorkerProcess(new URL('./fixtures/render-worker.ts', import.meta.url).pathname, {
        DATABASE_URL: t.database.url,
        REDIS_URL: t.redisUrl,
        QUEUE_PREFIX: t.prefix,
        STORAGE_DIR: t.storageDir,
        CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      });
      await worker.waitFor((e) => e.event === 'ready', 60_000);
      return worker;
    },
    async finished(headers, jobId, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await t.app.inject({ url: `/api/export/${jobId}`, headers });
        if (res.statusCode !== 200) throw new Error(`export ${jobId}: ${res.statusCode} ${res.body}`);
        const job = res.json() as ExportJob;
        if (job.status === 4 || job.status === 5) return job;
        if (Date.now() > deadline) throw new Error(`export ${jobId} still ${job.status} at ${job.progress}%`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      for (const host of hosts) await host.close();
      await queues.close();
      await redis.quit();
      await t.close();
    },
  };
}
