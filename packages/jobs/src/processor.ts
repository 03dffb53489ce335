import type { AnyDb } from '@ea/db';
import type { ObjectStorage } from '@ea/storage';
import type { Redis } from 'ioredis';
import type { QueueDef } from './define-queue.ts';
import type { QueueClient } from './queue-client.ts';

/** The structured logger a processor writes to; a pino or Fastify logger fits. */
export interface JobLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * What a processor is built with, once per worker process: the same resources a service's routes
 * get (see service-kit's ServiceContext), so a service's jobs and routes share one deps builder.
 */
export interface WorkerContext {
  db: AnyDb;
  redis: Redis;
  storage: ObjectStorage;
  env: Readonly<Record<string, string | undefined>>;
  log: JobLogger;
  /** Call after a transaction that wrote outbox rows, so they are published without waiting for the poll. */
  outboxWritten(): void;
  /** The process's producer for a queue (follow-up work). */
  queue<Payload, Result>(def: QueueDef<Payload, Result>): QueueClient<Payload, Result>;
}

/** What a processor gets for one run of one job. */
export interface JobContext<Payload> {
  /** The payload, checked against the queue's schema. */
  data: Payload;
  jobId: string;
  /** 1 on the first run; counts every start, including restarts after a worker died mid-job. */
  attempt: number;
  /** Records progress (0-100) where the UI reads job status. */
  progress(percent: number): Promise<void>;
}

/**
 * Does one job of the queue and returns its result, which BullMQ stores with the completed job;
 * throwing fails this attempt and the queue's retry policy decides what follows. A job may run
 * again after a crash, so it must be idempotent.
 */
export type ProcessJob<Payload, Result> = {
  // Declared as a method so a processor of one queue's payload fits a list of processors of any
  // (method parameters compare both ways; the host checks each payload against its own queue).
  process(job: JobContext<Payload>): Promise<Result>;
}['process'];

/** A queue's processor: how a worker process builds it, and what happens when a job gives up. */
export interface ProcessorDefinition<Payload, Result, Context = WorkerContext> {
  readonly queue: QueueDef<Payload, Result>;
  /** Earlier names of the queue whose jobs this processor still works, so none is stranded by a rename. */
  readonly formerQueueNames: readonly string[];
  start(context: Context): ProcessJob<Payload, Result>;
  /** After the job's last attempt failed: leave what the job tracks (a run row) in a final state. */
  onFinalFailure?(context: Context, job: JobContext<Payload>, error: Error): Promise<void>;
  /** After the process stopped taking this queue's jobs: release what `start` opened (a browser). */
  stop?(context: Context): Promise<void>;
}

/** A processor with its types erased, for lists of processors of different queues. */
export type AnyProcessorDefinition<Context = WorkerContext> = ProcessorDefinition<unknown, unknown, Context>;

export interface ProcessorOptions<Payload, Context> {
  onFinalFailure?: (context: Context, job: JobContext<Payload>, error: Error) => Promise<void>;
  stop?: (context: Context) => Promise<void>;
  formerQueueNames?: readonly string[];
}

/**
 * Defines a queue's processor. `start` runs once per worker process with its context and returns
 * the function that does each job; `onFinalFailure` runs when a job's last attempt failed.
 */
export function defineProcessor<Payload, Result, Context = WorkerContext>(
  queue: QueueDef<Payload, Result>,
  start: (context: Context) => ProcessJob<Payload, Result>,
  options: ProcessorOptions<Payload, Context> = {},
): ProcessorDefinition<Payload, Result, Context> {
  return {
    queue,
    formerQueueNames: options.formerQueueNames ?? [],
    start,
    ...(options.onFinalFailure ? { onFinalFailure: options.onFinalFailure } : {}),
    ...(options.stop ? { stop: options.stop } : {}),
  };
}
