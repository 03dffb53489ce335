import { defineQueue } from '@ea/jobs';

export interface ResultWriterResult {
  attempt: number;
  /** False when an earlier run of the same job had already written the row. */
  inserted: boolean;
}

/** A test queue whose processor writes one result row per job id, then lingers before completing. */
export const resultWriterQueue = defineQueue<{ orderId: string }, ResultWriterResult>({
  name: 'result-writer',
  jobId: (p) => `result-${p.orderId}`,
  payload: (value) => {
    const orderId = (value as { orderId?: unknown } | null)?.orderId;
    if (typeof orderId !== 'string') throw new Error('orderId must be a string');
    return { orderId };
  },
  attempts: 1,
  backoff: { type: 'fixed', delay: 100 },
});

export const RESULT_TABLE_DDL =
  'create table job_results (job_id text primary key, attempt int not null, written_at timestamptz not null default now())';

// Short enough that a killed worker's job is recovered in about two seconds.
export const FAST_STALLED_SETTINGS = { lockDuration: 3000, stalledInterval: 1000, maxStalledCount: 1 };
