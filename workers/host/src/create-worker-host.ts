import { hostname } from 'node:os';
import { type AnyProcessor, type AnyQueueDef, redisOptionsFromUrl } from '@ea/jobs';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import type { HostLogger } from './host-logger.ts';
import { pairProcessors } from './pair-processors.ts';
import { DEFAULT_STALLED_JOB_SETTINGS, type StalledJobSettings } from './stalled-job-settings.ts';

export interface WorkerHostOptions {
  /** A redis:// URL. */
  connection: string;
  /** BullMQ key prefix; must match the producers'. */
  prefix?: string;
  queues: readonly AnyQueueDef[];
  /** Exactly one per queue. */
  processors: readonly AnyProcessor[];
  /** Jobs of one queue run at the same time in this process (default 1). */
  concurrency?: number;
  logger?: HostLogger;
  stalled?: Partial<StalledJobSettings>;
}

export interface WorkerHost {
  readonly queueNames: readonly string[];
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

/**
 * Starts one BullMQ worker per queue. Refuses to start (throws WorkerHostConfigError naming the
 * queue) unless every queue has exactly one processor. Results and failures are recorded on the
 * job by BullMQ, where QueueClient.status reads them, and logged with the queue and job id.
 */
export async function createWorkerHost(options: WorkerHostOptions): Promise<WorkerHost> {
  const pairs = pairProcessors(options.queues, options.processors);
  const logger = options.logger ?? pino({ name: 'worker-host' });
  const stalled = { ...DEFAULT_STALLED_JOB_SETTINGS, ...options.stalled };
  const workerName = `${hostname()}-${process.pid}`;
  const workers: Worker[] = [];
  try {
    for (const queue of options.queues) {
      const processor = pairs.get(queue.name)!;
      const worker = new Worker(queue.name, (job: Job) => runJob(queue, processor, job), {
        connection: redisOptionsFromUrl(options.connection, 'worker'),
        ...(options.prefix ? { prefix: options.prefix } : {}),
        name: workerName,
        concurrency: options.concurrency ?? 1,
        ...stalled,
      });
      workers.push(worker);
      logJobEvents(worker, queue.name, logger);
      await worker.waitUntilReady();
    }
  } catch (error) {
    await Promise.all(workers.map((w) => w.close(true)));
    throw error;
  }
  logger.info({ queues: [...pairs.keys()], worker: workerName, ...stalled }, 'worker host started');
  return {
    queueNames: [...pairs.keys()],
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      logger.info({ queues: [...pairs.keys()] }, 'worker host stopped');
    },
  };
}

async function runJob(queue: AnyQueueDef, processor: AnyProcessor, job: Job): Promise<unknown> {
  let data: unknown;
  try {
    data = queue.parse(job.data);
  } catch (error) {
    // A payload the schema rejects fails the same way on every attempt: do not retry it.
    throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
  }
  return processor.process({
    data,
    jobId: job.id!,
    attempt: job.attemptsStarted,
    progress: (percent) => job.updateProgress(percent),
  });
}

function logJobEvents(worker: Worker, queue: string, logger: HostLogger): void {
  worker.on('active', (job) => {
    logger.info({ queue, jobId: job.id, attempt: job.attemptsStarted }, 'job started');
  });
  worker.on('completed', (job) => {
    const durationMs = job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined;
    logger.info({ queue, jobId: job.id, attempt: job.attemptsStarted, durationMs }, 'job completed');
  });
  worker.on('failed', (job, error) => {
    const attempts = job?.opts.attempts ?? 1;
    const final = error.name === 'UnrecoverableError' || (job?.attemptsMade ?? attempts) >= attempts;
    const fields = { queue, jobId: job?.id, attemptsMade: job?.attemptsMade, attempts, err: error };
    if (final) logger.error(fields, 'job failed');
    else logger.warn(fields, 'job attempt failed; retrying after backoff');
  });
  worker.on('stalled', (jobId) => {
    logger.warn({ queue, jobId }, 'job lost its worker; back in the queue');
  });
  worker.on('error', (error) => {
    logger.error({ queue, err: error }, 'worker error');
  });
}
