import { hostname } from 'node:os';
import { type AnyProcessorDefinition, type JobContext, type JobLogger, type ProcessJob, redisOptionsFromUrl } from '@ea/jobs';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import { selectProcessors } from './select-processors.ts';
import { DEFAULT_STALLED_JOB_SETTINGS, type StalledJobSettings } from './stalled-job-settings.ts';

export interface WorkerHostOptions<Context> {
  /** A redis:// URL. */
  connection: string;
  /** BullMQ key prefix; must match the producers'. */
  prefix?: string;
  /** What each processor is started with (a WorkerContext in the product). */
  context: Context;
  /** Every processor there is; exactly one per queue. */
  processors: readonly AnyProcessorDefinition<Context>[];
  /** The queues this process works (WORKER_QUEUES); every processor's when absent. */
  queues?: readonly string[];
  /** Jobs of a queue this process runs at once (WORKER_CONCURRENCY); 1 for a queue not named. */
  concurrency?: Readonly<Record<string, number>>;
  logger?: JobLogger;
  stalled?: Partial<StalledJobSettings>;
}

export interface WorkerHost {
  /** Every queue name a worker serves, former names included. */
  readonly queueNames: readonly string[];
  /** Stops taking jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

/**
 * Starts a BullMQ worker for each selected processor's queue, and one for each of its former queue
 * names, so jobs queued before a rename are still worked. Refuses to start (throws
 * WorkerHostConfigError naming the queue) unless every queue has exactly one processor. Results
 * and failures are recorded on the job by BullMQ, where QueueClient.status reads them, and logged
 * with the queue and job id; after a job's last attempt the processor's onFinalFailure runs.
 */
export async function createWorkerHost<Context>(options: WorkerHostOptions<Context>): Promise<WorkerHost> {
  const selected = selectProcessors(options.processors, options.queues, Object.keys(options.concurrency ?? {}));
  const logger = options.logger ?? pino({ name: 'worker-host' });
  const stalled = { ...DEFAULT_STALLED_JOB_SETTINGS, ...options.stalled };
  const workerName = `${hostname()}-${process.pid}`;
  const workers: Worker[] = [];
  const queueNames: string[] = [];
  try {
    for (const processor of selected.values()) {
      const processJob = processor.start(options.context);
      for (const name of [processor.queue.name, ...processor.formerQueueNames]) {
        const worker = new Worker(name, (job: Job) => runJob(processor, processJob, job, options.context, logger), {
          connection: redisOptionsFromUrl(options.connection, 'worker'),
          ...(options.prefix ? { prefix: options.prefix } : {}),
          name: workerName,
          concurrency: options.concurrency?.[processor.queue.name] ?? 1,
          ...stalled,
        });
        workers.push(worker);
        queueNames.push(name);
        logJobEvents(worker, name, logger);
        await worker.waitUntilReady();
      }
    }
  } catch (error) {
    await Promise.all(workers.map((w) => w.close(true)));
    for (const processor of selected.values()) await processor.stop?.(options.context);
    throw error;
  }
  logger.info({ queues: queueNames, worker: workerName, concurrency: options.concurrency ?? {}, ...stalled }, 'worker host started');
  return {
    queueNames,
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      for (const processor of selected.values()) await processor.stop?.(options.context);
      logger.info({ queues: queueNames }, 'worker host stopped');
    },
  };
}

async function runJob<Context>(
  processor: AnyProcessorDefinition<Context>,
  processJob: ProcessJob<unknown, unknown>,
  job: Job,
  context: Context,
  logger: JobLogger,
): Promise<unknown> {
  let data: unknown;
  try {
    data = processor.queue.parse(job.data);
  } catch (error) {
    // A payload the schema rejects fails the same way on every attempt: do not retry it.
    throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
  }
  const jobContext: JobContext<unknown> = {
    data,
    jobId: job.id!,
    attempt: job.attemptsStarted,
    progress: (percent) => job.updateProgress(percent),
  };
  try {
    return await processJob(jobContext);
  } catch (error) {
    const attempts = job.opts.attempts ?? processor.queue.jobOptions.attempts;
    if (processor.onFinalFailure && job.attemptsStarted >= attempts) {
      const failure = error instanceof Error ? error : new Error(String(error));
      await processor.onFinalFailure(context, jobContext, failure).catch((cleanupError: unknown) => {
        logger.error({ queue: job.queueName, jobId: job.id, err: cleanupError }, 'could not record the job’s final failure');
      });
    }
    throw error;
  }
}

function logJobEvents(worker: Worker, queue: string, logger: JobLogger): void {
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
