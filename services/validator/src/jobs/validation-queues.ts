import { defineQueue } from '@ea/jobs';
import { type Static, Type } from 'typebox';

/**
 * A validation job names a run and the run's generation: the sweeper's re-drive starts a new
 * generation, so the queue gets a new job id, and a job of an older generation finds the run moved
 * on and does nothing.
 */
export const ValidationWork = Type.Object({
  runId: Type.Integer({ minimum: 1 }),
  generation: Type.Integer({ minimum: 1 }),
});
export type ValidationWork = Static<typeof ValidationWork>;

/**
 * A run that throws is the platform failing (the database, the storage), never the filing, whose
 * faults become findings or a crashed run: three tries a few seconds apart, then the run is
 * marked crashed (onFinalFailure).
 */
export const validationQueue = defineQueue<ValidationWork, { state: string }>({
  name: 'validation-run',
  jobId: (work) => `validation-${work.runId}-${work.generation}`,
  payload: ValidationWork,
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
});

/** How often the sweeper looks for runs that stopped moving; its bound (sweep-runs.ts) is ten times longer. */
export const VALIDATION_SWEEP_EVERY_MS = 60_000;
export const VALIDATION_SWEEP_SCHEDULE = 'validation-sweep';

export const validationSweepQueue = defineQueue<Record<string, never>, { redriven: number; crashed: number }>({
  name: 'validation-sweep',
  jobId: () => 'validation-sweep',
  payload: Type.Object({}),
  attempts: 1,
  backoff: { type: 'fixed', delay: 1_000 },
});
