import { defineQueue } from '@ea/jobs';
import { type Static, Type } from 'typebox';

/**
 * The rendering queues, one per kind of work so render workers scale alone (WORKER_QUEUES,
 * WORKER_CONCURRENCY): a whole render, one chunk of a long PDF, the merge of a PDF's chunks, and
 * the sweeper. A job names a render_jobs row and the row's generation: re-driving a row starts a
 * new generation, so the queue gets a new job id, and a job of an older generation finds the row
 * moved on and does nothing.
 */
export const RenderWorkPayload = Type.Object({
  renderJobId: Type.String({ format: 'uuid' }),
  generation: Type.Integer({ minimum: 1 }),
});
export type RenderWorkPayload = Static<typeof RenderWorkPayload>;

/** What a render job leaves on the queue: the row's status after the run. */
export interface RenderWorkResult {
  renderJobId: string;
  status: number;
}

// A render's failure is usually the document (it fails again) or a crashed browser (the next try
// works): three tries, a few seconds apart, then the row is marked as failed (onFinalFailure).
const RETRIES = { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } } as const;

export const renderQueue = defineQueue<RenderWorkPayload, RenderWorkResult>({
  name: 'render',
  jobId: (p) => `render-${p.renderJobId}-${p.generation}`,
  payload: RenderWorkPayload,
  ...RETRIES,
});

export const renderChunkQueue = defineQueue<RenderWorkPayload, RenderWorkResult>({
  name: 'render-chunk',
  jobId: (p) => `chunk-${p.renderJobId}-${p.generation}`,
  payload: RenderWorkPayload,
  ...RETRIES,
});

export const renderMergeQueue = defineQueue<RenderWorkPayload, RenderWorkResult>({
  name: 'render-merge',
  jobId: (p) => `merge-${p.renderJobId}-${p.generation}`,
  payload: RenderWorkPayload,
  ...RETRIES,
});

/**
 * Comment transfers after a New Version Upload. A try fails while someone else holds the lock of
 * a topic the transfer must write (their save would otherwise meet a revision conflict), so the
 * tries are spread over a few minutes, long enough for an editor's heartbeat-less lock to lapse.
 */
export const commentTransferQueue = defineQueue<RenderWorkPayload, RenderWorkResult>({
  name: 'comment-transfer',
  jobId: (p) => `comments-${p.renderJobId}-${p.generation}`,
  payload: RenderWorkPayload,
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000 },
});

/** How often the sweeper looks for stalled renders; its bound (sweep-renders.ts) is ten times longer. */
export const RENDER_SWEEP_EVERY_MS = 60_000;

export const RenderSweepPayload = Type.Object({});
export type RenderSweepPayload = Static<typeof RenderSweepPayload>;

export const renderSweepQueue = defineQueue<RenderSweepPayload, { redriven: number; failed: number }>({
  name: 'render-sweep',
  jobId: () => 'render-sweep',
  payload: RenderSweepPayload,
  attempts: 1,
  backoff: { type: 'fixed', delay: 1_000 },
});
