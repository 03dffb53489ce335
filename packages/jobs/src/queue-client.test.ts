import { Queue } from 'bullmq';
import { Type } from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { defineQueue } from './define-queue.ts';
import { PayloadValidationError } from './payload-validation.ts';
import { createQueueClient } from './queue-client.ts';
import { createTestPrefix, testRedisUrl } from './test-prefix.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'queue-client');

const renderQueue = defineQueue<{ documentId: string; revision: number }, { pages: number }>({
  name: 'render-sample',
  jobId: (p) => `doc-${p.documentId}-r${p.revision}`,
  payload: Type.Object({ documentId: Type.String({ minLength: 1 }), revision: Type.Integer({ minimum: 1 }) }),
  attempts: 4,
  backoff: { type: 'exponential', delay: 1000 },
});

const client = createQueueClient(renderQueue, { connection: redisUrl, prefix });
// Reads the queue as BullMQ stores it, independently of the client under test.
const inspector = new Queue(renderQueue.name, { connection: { url: redisUrl }, prefix });

afterAll(async () => {
  await client.close();
  await inspector.close();
  await cleanup();
});

describe('createQueueClient', () => {
  it('adds the same work enqueued twice as one job under its deterministic id', async () => {
    const first = await client.enqueue({ documentId: 'a1', revision: 3 });
    const second = await client.enqueue({ documentId: 'a1', revision: 3 });
    const other = await client.enqueue({ documentId: 'a1', revision: 4 });

    expect(first.jobId).toBe('doc-a1-r3');
    expect(second.jobId).toBe(first.jobId);
    expect(other.jobId).toBe('doc-a1-r4');
    const counts = await inspector.getJobCounts('waiting');
    expect(counts.waiting).toBe(2);
    const jobs = await inspector.getJobs(['waiting']);
    expect(jobs.map((j) => j.id).sort()).toEqual(['doc-a1-r3', 'doc-a1-r4']);
  });

  it("adds jobs with the queue's retry policy", async () => {
    const { jobId } = await client.enqueue({ documentId: 'b2', revision: 1 });
    const job = await inspector.getJob(jobId);
    expect(job?.opts.attempts).toBe(4);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 1000 });
  });

  it('rejects a payload that does not match the schema before touching Redis', async () => {
    const before = await inspector.count();
    const bad = { documentId: '', revision: 0 } as unknown as { documentId: string; revision: number };
    const error = await client.enqueue(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadValidationError);
    expect((error as PayloadValidationError).problems.length).toBe(2);
    expect((error as Error).message).toContain('render-sample');
    expect(await inspector.count()).toBe(before);
  });

  it('reports status of a waiting job and null for an unknown id', async () => {
    const { jobId } = await client.enqueue({ documentId: 'c3', revision: 2 });
    const status = await client.status(jobId);
    expect(status).toMatchObject({ jobId, state: 'waiting', attemptsMade: 0, result: null, returnValue: null });
    expect(await client.status('doc-missing-r1')).toBeNull();
  });

  it('keeps one schedule per name, replaced when scheduled again, removed by unschedule', async () => {
    await client.schedule('nightly', { documentId: 'd4', revision: 1 }, { every: 60_000 });
    await client.schedule('nightly', { documentId: 'd4', revision: 2 }, { every: 120_000 });

    const schedulers = await inspector.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'nightly', every: 120_000 });
    expect(schedulers[0]?.template?.data).toEqual({ documentId: 'd4', revision: 2 });
    expect(await client.unschedule('nightly')).toBe(true);
    expect(await inspector.getJobSchedulersCount()).toBe(0);
  });
});

describe('defineQueue', () => {
  it('refuses job ids BullMQ cannot store', () => {
    const q = defineQueue<{ id: string }, void>({
      name: 'ids',
      jobId: (p) => p.id,
      payload: Type.Object({ id: Type.String() }),
      attempts: 1,
      backoff: { type: 'fixed', delay: 10 },
    });
    expect(() => q.jobId({ id: 'a:b' })).toThrow(/job id "a:b"/);
    expect(() => q.jobId({ id: '42' })).toThrow(/not an integer/);
    expect(q.jobId({ id: 'doc-42' })).toBe('doc-42');
  });

  it('accepts a validate function as the payload check', () => {
    const q = defineQueue<number, void>({
      name: 'numbers',
      jobId: (n) => `n-${n}`,
      payload: (value) => {
        if (typeof value !== 'number') throw new Error('expected a number');
        return value;
      },
      attempts: 1,
      backoff: { type: 'fixed', delay: 10 },
    });
    expect(q.parse(7)).toBe(7);
    expect(() => q.parse('7')).toThrow(PayloadValidationError);
    expect(() => q.parse('7')).toThrow(/numbers.*expected a number/);
  });
});
