import type { KeepJobs } from 'bullmq';
import { type PayloadCheck, payloadParser } from './payload-validation.ts';

export interface QueueDefinitionOptions<Payload> {
  /** The queue's name: one queue per kind of work. No ':' (BullMQ uses it in its keys). */
  name: string;
  /**
   * Names the work: the same work always gets the same id, so enqueueing it twice is one job. A
   * finished job keeps its id until it is evicted (see keepCompleted), so the id must include
   * whatever makes new work new (a revision, a version).
   */
  jobId: (payload: Payload) => string;
  /** TypeBox schema, or a function returning the typed payload and throwing on bad input. */
  payload: PayloadCheck<Payload>;
  /** Total tries, the first included. */
  attempts: number;
  /** Wait before a retry: exponential doubles `delay` (ms) each time. */
  backoff: { type: 'exponential' | 'fixed'; delay: number };
  /** How long finished jobs stay readable (status, result, failure reason) before BullMQ evicts them. */
  keepCompleted?: KeepJobs;
  keepFailed?: KeepJobs;
}

/** The BullMQ options every job of a queue is added with. */
export interface QueueJobOptions {
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
  removeOnComplete: KeepJobs;
  removeOnFail: KeepJobs;
}

/** A typed queue: its name, payload check, deterministic job id and retry policy. */
export interface QueueDef<Payload, Result> {
  readonly name: string;
  /** The deterministic job id; throws when the id could not be used by BullMQ. */
  jobId(payload: Payload): string;
  /** Returns the payload typed, or throws PayloadValidationError. */
  parse(value: unknown): Payload;
  readonly jobOptions: QueueJobOptions;
  /** Carries the payload and result types; never set at run time. */
  readonly types?: { payload: Payload; result: Result };
}

/** A queue definition with its types erased, for lists of queues of different kinds. */
export type AnyQueueDef = QueueDef<unknown, unknown>;

// Finished jobs stay long enough for the UI to show what happened, then go, so Redis does not grow.
const DAY_SECONDS = 24 * 60 * 60;
const DEFAULT_KEEP_COMPLETED: KeepJobs = { age: DAY_SECONDS, count: 10_000 };
const DEFAULT_KEEP_FAILED: KeepJobs = { age: 7 * DAY_SECONDS };

/** Defines a queue for one kind of work; the definition is shared by producers and the worker host. */
export function defineQueue<Payload, Result>(options: QueueDefinitionOptions<Payload>): QueueDef<Payload, Result> {
  if (!/^[a-z][a-z0-9-]*$/.test(options.name)) {
    throw new Error(`queue name "${options.name}" must be lowercase letters, digits and dashes`);
  }
  if (!Number.isInteger(options.attempts) || options.attempts < 1) {
    throw new Error(`queue "${options.name}": attempts must be a positive integer`);
  }
  const parse = payloadParser(options.name, options.payload);
  return {
    name: options.name,
    jobId: (payload) => checkedJobId(options.name, options.jobId(payload)),
    parse,
    jobOptions: {
      attempts: options.attempts,
      backoff: options.backoff,
      removeOnComplete: options.keepCompleted ?? DEFAULT_KEEP_COMPLETED,
      removeOnFail: options.keepFailed ?? DEFAULT_KEEP_FAILED,
    },
  };
}

// BullMQ rejects custom ids that are integers (they collide with its own counter) or contain ':'.
function checkedJobId(queue: string, id: string): string {
  if (id === '' || id.includes(':') || /^\d+$/.test(id)) {
    throw new Error(`queue "${queue}": job id "${id}" must be non-empty, not an integer and without ':'`);
  }
  return id;
}
