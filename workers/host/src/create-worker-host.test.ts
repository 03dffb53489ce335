import { JobResult } from '@ea/contracts';
import { createQueueClient, defineProcessor, defineQueue, type JobLogger } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerHost, type WorkerHost } from './create-worker-host.ts';
import { WorkerHostConfigError } from './select-processors.ts';
import { waitForJob } from './test-fixtures/wait-for-job.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'worker-host');
const openHosts: WorkerHost[] = [];
const openClients: { close(): Promise<void> }[] = [];

afterAll(async () => {
  await Promise.all(openHosts.map((h) => h.close()));
  await Promise.all(openClients.map((c) => c.close()));
  await cleanup();
});

function parseKey(value: unknown): { key: string } {
  const key = (value as { key?: unknown } | null)?.key;
  if (typeof key !== 'string') throw new Error('key must be a string');
  return { key };
}
function sampleQueue(name: string, attempts = 1, backoffMs = 100) {
  return defineQueue<{ key: string }, { attempt: number }>({
    name,
    jobId: (p) => `${name}-${p.key}`,
    payload: parseKey,
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function clientFor(queue: ReturnType<typeof sampleQueue>) {
  const client = createQueueClient(queue, { connection: redisUrl, prefix });
  openClients.push(client);
  return client;
}

async function startHost(
  options: Omit<Parameters<typeof createWorkerHost<unknown>>[0], 'connection' | 'prefix' | 'context'>,
): Promise<WorkerHost> {
  const host = await createWorkerHost({ connection: redisUrl, prefix, context: {}, logger: silentLogger(), ...options });
  openHosts.push(host);
  return host;
}

function silentLogger(lines: { level: string; message: string; fields: object }[] = []): JobLogger {
  return {
    info: (fields, message) => lines.push({ level: 'info', message, fields }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
}

describe('createWorkerHost refuses to start', () => {
  const render = sampleQueue('render-x');
  const transfer = sampleQueue('transfer-x');
  const run = (_context: unknown) => async () => ({ attempt: 1 });

  it('when asked to work a queue no processor works', async () => {
    const start = startHost({ queues: ['render-x', 'transfer-x'], processors: [defineProcessor(render, run)] });
    await expect(start).rejects.toThrow(WorkerHostConfigError);
    await expect(start).rejects.toThrow('queue "transfer-x" has no processor');
    const inspector = new Queue(render.name, { connection: { url: redisUrl }, prefix });
    expect(await inspector.getWorkersCount()).toBe(0);
    await inspector.close();
  });

  it('when a queue has two processors, under its name or a former one', async () => {
    const twice = startHost({ processors: [defineProcessor(render, run), defineProcessor(transfer, run), defineProcessor(render, run)] });
    await expect(twice).rejects.toThrow('queue "render-x" has two processors');
    const renamed = startHost({
      processors: [defineProcessor(render, run), defineProcessor(transfer, run, { formerQueueNames: ['render-x'] })],
    });
    await expect(renamed).rejects.toThrow('queue "render-x" has two processors');
  });

  it('when asked for a queue twice, or given a concurrency for a queue no processor works', async () => {
    const processors = [defineProcessor(render, run)];
    await expect(startHost({ queues: ['render-x', 'render-x'], processors })).rejects.toThrow('queue "render-x" is listed twice');
    await expect(startHost({ concurrency: { 'transfer-x': 2 }, processors })).rejects.toThrow(
      'a concurrency is given for unknown queue "transfer-x"',
    );
  });
});

describe('createWorkerHost runs jobs', () => {
  it('retries a failing processor with exponential backoff and counts the attempts', async () => {
    const queue = sampleQueue('flaky', 3, 200);
    const startedAt: number[] = [];
    const seenAttempts: number[] = [];
    await startHost({
      processors: [
        defineProcessor(queue, (_context: unknown) => async ({ attempt, progress }) => {
          startedAt.push(Date.now());
          seenAttempts.push(attempt);
          await progress(attempt * 30);
          if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
          return { attempt };
        }),
      ],
    });
    const client = clientFor(queue);
    const { jobId } = await client.enqueue({ key: 'k1' });

    const status = await waitForJob(client, jobId, ['completed', 'failed']);
    expect(status).toMatchObject({ state: 'completed', attemptsMade: 3, attemptsStarted: 3, result: JobResult.completed });
    expect(status.returnValue).toEqual({ attempt: 3 });
    expect(status.progress).toBe(90);
    expect(seenAttempts).toEqual([1, 2, 3]);
    const gaps = [startedAt[1]! - startedAt[0]!, startedAt[2]! - startedAt[1]!];
    console.log(`backoff gaps between attempts: ${gaps.join(' ms, ')} ms (configured 200 ms exponential)`);
    expect(gaps[0]).toBeGreaterThanOrEqual(200);
    expect(gaps[1]).toBeGreaterThanOrEqual(400);
  });

  it('records the failure once the attempts are used up', async () => {
    const queue = sampleQueue('doomed', 2, 50);
    const lines: { level: string; message: string; fields: object }[] = [];
    await startHost({
      logger: silentLogger(lines),
      processors: [
        defineProcessor(queue, (_context: unknown) => async ({ attempt }) => {
          throw new Error(`storage unavailable on attempt ${attempt}`);
        }),
      ],
    });
    const client = clientFor(queue);
    const { jobId } = await client.enqueue({ key: 'k2' });

    const status = await waitForJob(client, jobId, ['failed', 'completed']);
    expect(status).toMatchObject({ state: 'failed', attemptsMade: 2, result: JobResult.error, returnValue: null });
    expect(status.failedReason).toBe('storage unavailable on attempt 2');
    // The worker logs from its own 'failed' event, which may fire just after the job's state is stored.
    const failures = () => lines.filter((l) => (l.fields as { jobId?: string }).jobId === jobId && l.level !== 'info');
    for (let i = 0; i < 100 && failures().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(failures().map((l) => l.level)).toEqual(['warn', 'error']);
  });

  it('fails a job whose stored payload breaks the schema without retrying it', async () => {
    const queue = sampleQueue('strict', 3, 50);
    let runs = 0;
    await startHost({
      processors: [
        defineProcessor(queue, (_context: unknown) => async () => {
          runs += 1;
          return { attempt: 1 };
        }),
      ],
    });
    // A producer that skipped validation (or an older release) stored this payload.
    const raw = new Queue(queue.name, { connection: { url: redisUrl }, prefix });
    await raw.add(queue.name, { key: 42 }, { jobId: 'strict-raw', attempts: 3 });
    await raw.close();
    const client = clientFor(queue);

    const status = await waitForJob(client, 'strict-raw', ['failed', 'completed']);
    expect(status).toMatchObject({ state: 'failed', attemptsMade: 1, result: JobResult.error });
    expect(status.failedReason).toContain('invalid payload for queue "strict"');
    expect(runs).toBe(0);
  });

  it('works the jobs still queued under a former name of its queue', async () => {
    const queue = sampleQueue('renamed-x');
    // A job the release before the rename queued under the old name.
    const former = new Queue('former-x', { connection: { url: redisUrl }, prefix });
    await former.add('former-x', { key: 'k9' }, { jobId: 'former-k9', attempts: 1 });
    const seen: string[] = [];
    const host = await startHost({
      processors: [
        defineProcessor(
          queue,
          (_context: unknown) =>
            async ({ jobId, data }) => {
              seen.push(`${jobId}:${data.key}`);
              return { attempt: 1 };
            },
          { formerQueueNames: ['former-x'] },
        ),
      ],
    });
    expect(host.queueNames).toEqual(['renamed-x', 'former-x']);
    for (let i = 0; i < 200 && (await former.getJobState('former-k9')) !== 'completed'; i++) await sleep(25);
    expect(await former.getJobState('former-k9')).toBe('completed');
    expect(seen).toEqual(['former-k9:k9']);
    await former.close();
  });

  it('runs onFinalFailure once, after the last attempt, with the context the processor was started with', async () => {
    const queue = sampleQueue('tracked-x', 2, 50);
    const context = { label: 'worker context' };
    const finalFailures: { context: unknown; key: string; message: string }[] = [];
    const host = await createWorkerHost({
      connection: redisUrl,
      prefix,
      context,
      logger: silentLogger(),
      processors: [
        defineProcessor(
          queue,
          (_context: { label: string }) =>
            async ({ attempt }) => {
              throw new Error(`failed on attempt ${attempt}`);
            },
          {
            onFinalFailure: async (ctx, job, error) => {
              finalFailures.push({ context: ctx, key: job.data.key, message: error.message });
            },
          },
        ),
      ],
    });
    openHosts.push(host);
    const client = clientFor(queue);
    const { jobId } = await client.enqueue({ key: 'k5' });
    expect(await waitForJob(client, jobId, ['failed', 'completed'])).toMatchObject({ state: 'failed', attemptsMade: 2 });
    expect(finalFailures).toEqual([{ context, key: 'k5', message: 'failed on attempt 2' }]);
  });

  it('runs a queue’s jobs side by side up to its concurrency', async () => {
    const queue = sampleQueue('parallel-x');
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    const bothRunning = new Promise<void>((resolve) => {
      release = resolve;
    });
    await startHost({
      concurrency: { 'parallel-x': 2 },
      processors: [
        defineProcessor(queue, (_context: unknown) => async () => {
          running += 1;
          most = Math.max(most, running);
          if (running === 2) release();
          await bothRunning;
          running -= 1;
          return { attempt: 1 };
        }),
      ],
    });
    const client = clientFor(queue);
    const jobs = await Promise.all(['a', 'b'].map((key) => client.enqueue({ key })));
    await Promise.race([bothRunning, sleep(5_000)]);
    release();
    for (const { jobId } of jobs) await waitForJob(client, jobId, ['completed', 'failed']);
    expect(most).toBe(2);
  });

  it('lets a running job finish when the host closes', async () => {
    const queue = sampleQueue('graceful');
    let jobStarted: () => void = () => {};
    let finishJob: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      jobStarted = resolve;
    });
    const jobMayFinish = new Promise<void>((resolve) => {
      finishJob = resolve;
    });
    const host = await createWorkerHost({
      connection: redisUrl,
      prefix,
      context: {},
      logger: silentLogger(),
      processors: [
        defineProcessor(queue, (_context: unknown) => async () => {
          jobStarted();
          await jobMayFinish;
          return { attempt: 1 };
        }),
      ],
    });
    const client = clientFor(queue);
    const { jobId } = await client.enqueue({ key: 'k3' });
    await started;
    const inspector = new Queue(queue.name, { connection: { url: redisUrl }, prefix });
    expect(await inspector.getWorkersCount()).toBe(1);

    let closed = false;
    const closing = host.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    expect((await client.status(jobId))?.state).toBe('active');
    finishJob();
    await closing;

    expect((await client.status(jobId))?.state).toBe('completed');
    expect(await inspector.getWorkersCount()).toBe(0);
    await inspector.close();
  });
});
