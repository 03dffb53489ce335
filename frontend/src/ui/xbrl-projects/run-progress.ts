import { RUN_STATES, type RunDetail, type RunState } from '@ea/contracts/validator';

export interface ProgressUpdate {
  runId: number;
  state: RunState;
  progress: number;
  phase: string;
}

const isRunState = (value: unknown): value is RunState => typeof value === 'string' && (RUN_STATES as readonly string[]).includes(value);

/** The progress a realtime message carries (`run.progress` / `run.finished` data), or null when it carries none. */
export function progressOf(data: Record<string, unknown> | undefined): ProgressUpdate | null {
  if (!data) return null;
  const { runId, state, progress, phase } = data;
  if (typeof runId !== 'number' || !isRunState(state) || typeof progress !== 'number') return null;
  return { runId, state, progress: Math.max(0, Math.min(100, progress)), phase: typeof phase === 'string' ? phase : '' };
}

const isFinal = (state: RunState) => state !== 'queued' && state !== 'running';

/**
 * The cached run moved on by a progress message. Messages can overtake each other or a re-read:
 * one that would take the bar backwards is ignored. A final state is left to the re-read that
 * follows it, which brings the counts and groups with it: shown early, it would read "0 errors".
 */
export function applyProgress(detail: RunDetail, update: ProgressUpdate): RunDetail {
  const { run } = detail;
  if (run.id !== update.runId || isFinal(run.state)) return detail;
  const state = isFinal(update.state) ? run.state : update.state;
  const order = (of: RunState) => RUN_STATES.indexOf(of);
  if (order(state) < order(run.state) || (state === run.state && update.progress < run.progress)) return detail;
  return { ...detail, run: { ...run, state, progress: update.progress, phase: update.phase || run.phase } };
}
