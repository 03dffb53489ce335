import type { QueueDef } from './define-queue.ts';

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
 * The code that does one queue's work. It returns the job's result, which BullMQ stores with the
 * completed job; throwing fails this attempt and the queue's retry policy decides what follows.
 * A job may run again after a crash, so processors must be idempotent.
 */
export interface Processor<Payload, Result> {
  readonly queue: QueueDef<Payload, Result>;
  process(job: JobContext<Payload>): Promise<Result>;
}

/** A processor with its types erased, for lists of processors of different queues. */
export type AnyProcessor = Processor<unknown, unknown>;

export function defineProcessor<Payload, Result>(
  queue: QueueDef<Payload, Result>,
  process: (job: JobContext<Payload>) => Promise<Result>,
): Processor<Payload, Result> {
  return { queue, process };
}
