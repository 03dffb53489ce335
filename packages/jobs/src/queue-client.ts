import { Queue } from 'bullmq';
import type { QueueDef } from './define-queue.ts';
import { type JobStatus, readJobStatus } from './job-status.ts';
import { redisOptionsFromUrl } from './redis-options.ts';

export interface QueueConnectionOptions {
  /** A redis:// URL. */
  connection: string;
  /** Namespace of every BullMQ key; producers and the worker host must use the same one. */
  prefix?: string;
}

export interface EnqueueOptions {
  /** Milliseconds to wait before the job may run. */
  delay?: number;
  /** Lower runs first; 0 (none) runs before any prioritized job. */
  priority?: number;
}

export interface QueueClient<Payload, Result> {
  readonly queue: QueueDef<Payload, Result>;
  /**
   * Checks the payload (throws PayloadValidationError before touching Redis) and adds the job
   * under its deterministic id with the queue's retry policy. Adding work whose id already
   * exists leaves the existing job as it is.
   */
  enqueue(payload: Payload, options?: EnqueueOptions): Promise<{ jobId: string }>;
  /**
   * Runs the payload's work every `every` ms under the schedule called `name`; scheduling under
   * the same name again replaces that schedule (new payload or interval) instead of adding one.
   */
  schedule(name: string, payload: Payload, repeat: { every: number }): Promise<void>;
  /** Removes the schedule called `name`; false when there was none. */
  unschedule(name: string): Promise<boolean>;
  status(jobId: string): Promise<JobStatus<Result> | null>;
  close(): Promise<void>;
}

/** A producer for one queue. Close it when done: it holds a Redis connection. */
export function createQueueClient<Payload, Result>(
  def: QueueDef<Payload, Result>,
  options: QueueConnectionOptions,
): QueueClient<Payload, Result> {
  const queue = new Queue(def.name, {
    connection: redisOptionsFromUrl(options.connection, 'producer'),
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  return {
    queue: def,
    enqueue: async (payload, enqueueOptions) => {
      const data = def.parse(payload);
      const jobId = def.jobId(data);
      await queue.add(def.name, data, { ...def.jobOptions, ...enqueueOptions, jobId });
      return { jobId };
    },
    schedule: async (name, payload, repeat) => {
      // BullMQ names each scheduled job "repeat:<name>:<time>", so the name itself cannot hold ':'.
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`schedule name "${name}" must be lowercase letters, digits and dashes`);
      const data = def.parse(payload);
      const { attempts, backoff, removeOnComplete, removeOnFail } = def.jobOptions;
      await queue.upsertJobScheduler(
        name,
        { every: repeat.every },
        {
          name: def.name,
          data,
          opts: { attempts, backoff, removeOnComplete, removeOnFail },
        },
      );
    },
    unschedule: (name) => queue.removeJobScheduler(name),
    status: (jobId) => readJobStatus<Result>(queue, jobId),
    close: () => queue.close(),
  };
}
