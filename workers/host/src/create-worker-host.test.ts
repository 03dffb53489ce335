import { JobResult } from '@ea/contracts';
import { createQueueClient, defineProcessor, defineQueue } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerHost, type WorkerHost } from './create-worker-host.ts';
import type { HostLogger } from './host-logger.ts';
import { WorkerHostConfigError } from './pair-processors.ts';
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

function clientFor(queue: ReturnType<typeof sampleQueue>) {
  const client = createQueueClient(queue, { connection: redisUrl, prefix });
  openClients.push(client);
  return client;
}

async function startHost(options: Omit<Parameters<typeof createWorkerHost>[0], 'connection' | 'prefix'>): Promise<WorkerHost> {
  const host = await createWorkerHost({ connection: redisUrl, prefix, logger: silentLogger(), ...options });
  openHosts.push(host);
  return host;
}

function silentLogger(lines: { level: string; message: string; fields: object }[] = []): HostLogger {
  return {
    info: (fields, message) => lines.push({ level: 'info', message, fields }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
}

describe('createWorkerHost refuses to start', () => {
  const render = sampleQueue('render-x');
  const transfer = sampleQueue('transfer-x');
  const run = async () => ({ attempt: 1 });

  it('when a queue has no processor', async () => {
    const start = startHost({ queues: [render, transfer], processors: [defineProcessor(render, run)] });
    await expect(start).rejects.toThrow(WorkerHostConfigError);
    await expect(start).rejects.toThrow('queue "transfer-x" has no processor');
    const inspector = new Queue(render.name, { connection: { url: redisUrl }, prefix });
    expect(await inspector.getWorkersCount()).toBe(0);
    await inspector.close();
  });

  it('when a queue has two processors', async () => {
    const start = startHost({
      queues: [render, transfer],
      processors: [defineProcessor(render, run), defineProcessor(transfer, run), defineProcessor(render, run)],
    });
    await expect(start).rejects.toThrow('queue "render-x" has two processors');
  });

  it('when a processor names a queue the host does not serve', async () => {
    const start = startHost({ queues: [render], processors: [defineProcessor(render, run), defineProcessor(transfer, run)] });
    await expect(start).rejects.toThrow('a processor is given for unknown queue "transfer-x"');
  });
});

describe('createWorkerHost runs jobs', () => {
  it('retries a failing processor with exponential backoff and counts the attempts', async () => {
    const queue = sampleQueue('flaky', 3, 200);
    const startedAt: number[] = [];
    const seenAttempts: number[] = [];
    await startHost({
      queues: [queue],
      processors: [
        defineProcessor(queue, async ({ attempt, progress }) => {
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
      queues: [queue],
      logger: silentLogger(lines),
      processors: [
        defineProcessor(queue, async ({ attempt }) => {
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
      queues: [queue],
      processors: [
        defineProcessor(queue, async () => {
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
      logger: silentLogger(),
      queues: [queue],
      processors: [
        defineProcessor(queue, async () => {
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
