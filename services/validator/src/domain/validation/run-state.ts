import type { RunState } from '@ea/contracts/validator';
import { type AuditActor, commitChange } from '@ea/service-kit/use-case';
import type { Transaction } from 'kysely';
import type { ValidatorTables } from '../../db/schema.ts';
import type { RunDeps } from '../../deps.ts';
import { runEvent } from '../../events/run-events.ts';

/** The worker writes as nobody: its changes are the run's own progress, not a user's act. */
export const WORKER_ACTOR: AuditActor = { actorId: null, actorEmail: null, ip: null, requestId: null };

/** A run as the worker sees it: which generation it is in, and where its events go. */
export interface WorkedRun {
  runId: number;
  projectId: number;
  companyId: number;
  generation: number;
}

/** The run's live state; the change and its `run.progress` event commit together. */
export async function recordProgress(deps: RunDeps, run: WorkedRun, progress: number, phase: string): Promise<void> {
  await commitChange(deps, WORKER_ACTOR, async (trx) => {
    const moved = await trx
      .updateTable('runs')
      .set({ state: 'running', progress, phase, touched_at: deps.now() })
      .where('id', '=', run.runId)
      .where('generation', '=', run.generation)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    const events = moved.numUpdatedRows > 0n ? [runEvent('run.progress', { ...ids(run), state: 'running', progress, phase })] : [];
    return { result: undefined, records: { audit: [], events } };
  });
}

export interface FinalState {
  state: Extract<RunState, 'passed' | 'failed' | 'crashed'>;
  phase: string;
  failure: string | null;
  factCount: number | null;
  counts: { error: number; inconsistency: number; warning: number; info: number };
}

/**
 * Ends the run with its `run.finished` event, and whatever the caller writes with it (the
 * findings) in the same transaction. A run already ended, or taken over by a newer generation, is
 * left as it is: false.
 */
export async function finishRun(
  deps: RunDeps,
  run: WorkedRun,
  final: FinalState,
  write: (trx: Transaction<ValidatorTables>) => Promise<void> = async () => {},
): Promise<boolean> {
  return commitChange(deps, WORKER_ACTOR, async (trx) => {
    const now = deps.now();
    const ended = await trx
      .updateTable('runs')
      .set({
        state: final.state,
        progress: 100,
        phase: final.phase,
        failure: final.failure,
        fact_count: final.factCount,
        error_count: final.counts.error,
        inconsistency_count: final.counts.inconsistency,
        warning_count: final.counts.warning,
        info_count: final.counts.info,
        touched_at: now,
        finished_at: now,
      })
      .where('id', '=', run.runId)
      .where('generation', '=', run.generation)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return { result: false, records: { audit: [], events: [] } };
    await write(trx);
    const payload = { ...ids(run), state: final.state, progress: 100, phase: final.phase };
    return { result: true, records: { audit: [], events: [runEvent('run.finished', payload)] } };
  });
}

function ids(run: WorkedRun) {
  return { runId: run.runId, projectId: run.projectId, companyId: run.companyId };
}
