import { RenderingStatus } from '@ea/contracts';
import { renderSweepQueue } from '@ea/library/jobs';
import { sampleDocument } from '@ea/render/testing';
import { createWorkerHost } from '@ea/worker-host';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_STALLED_SETTINGS } from './recovery-settings.ts';
import { type RenderHarness, renderHarness } from './render-harness.ts';

const COMPANY = { id: 801, channelId: 81 };
type Headers = { authorization: string };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let h: RenderHarness;
let jane: Headers;

beforeAll(async () => {
  h = await renderHarness();
  await h.t.publishCompany(COMPANY);
  jane = await h.t.auth({ sub: '8001', email: 'jane@recovery.test', channelId: COMPANY.channelId });
});

afterAll(async () => {
  await h?.close();
});

const ask = async (documentId: string, format: string) =>
  (
    (await h.t.app.inject({ method: 'POST', url: '/api/export', headers: jane, payload: { documentId, format } })).json() as {
      jobId: string;
    }
  ).jobId;
const row = (jobId: string) =>
  sql<{
    status: number;
    generation: number;
    started_at: Date | null;
  }>`select status, generation, started_at from library.render_jobs where id = ${jobId}`
    .execute(h.t.database.db)
    .then((r) => r.rows[0]!);

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function storedUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of h.t.storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

describe('a render whose worker dies', () => {
  it('is taken up by another worker after a SIGKILL mid-render and completes, its file written once', async () => {
    const { id: documentId } = await h.seed(jane, COMPANY.id, sampleDocument(80, { title: 'Killed mid-render' }));
    const worker = await h.spawnWorker();
    const jobId = await ask(documentId, 'pdf');
    await until(async () => (await row(jobId)).status === RenderingStatus.pending, 'the render to start');
    // Printing is under way (the browser is launched and the document loading): kill the process.
    await new Promise((r) => setTimeout(r, 400));
    await worker.kill('SIGKILL');
    expect((await row(jobId)).status).toBe(RenderingStatus.pending);
    expect(await storedUnder(`renders/${jobId}/`)).toEqual([]);

    const host = await createWorkerHost({
      connection: h.t.redisUrl,
      prefix: h.t.prefix,
      context: h.context,
      processors: (await import('@ea/library/jobs')).libraryJobs,
      stalled: RECOVERY_STALLED_SETTINGS,
      logger: quiet,
    });
    try {
      const job = await h.finished(jane, jobId, 90_000);
      expect(job.status).toBe(RenderingStatus.completed);
      const files = (await storedUnder(`renders/${jobId}/`)).filter((key) => key.endsWith('.pdf'));
      expect(files).toHaveLength(1);
    } finally {
      await host.close();
    }
  });
});

describe('the sweeper', () => {
  it('re-drives a render whose queued job was lost (a new generation), which then completes', async () => {
    const { id: documentId } = await h.seed(jane, COMPANY.id, sampleDocument(2, { title: 'Lost job' }));
    const jobId = await ask(documentId, 'word');
    // Redis lost the job (no worker ran yet): the row stays initialized with nothing to drive it.
    const client = h.context.queue(renderSweepQueue);
    const { Queue } = await import('bullmq');
    const renderQueue = new Queue('render', { connection: { url: h.t.redisUrl }, prefix: h.t.prefix });
    await renderQueue.obliterate({ force: true });
    await renderQueue.close();
    await sql`update library.render_jobs set touched_at = now() - interval '11 minutes' where id = ${jobId}`.execute(h.t.database.db);
    await client.enqueue({});
    const host = await h.startWorkers();
    try {
      const job = await h.finished(jane, jobId, 60_000);
      expect(job.status).toBe(RenderingStatus.completed);
      expect((await row(jobId)).generation).toBe(2);
    } finally {
      await host.close();
    }
  });
});
