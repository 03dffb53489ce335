import type { RealtimeMessage } from '@ea/contracts';
import type { ImportRun, RunStatus } from '@/api/import-runs.ts';

/**
 * The run with a realtime progress message (one of `events`) applied: `{ runId, status, percent,
 * done, failed }`. Other events, messages about other runs, and stale ones that would move the run
 * backwards leave it as it is.
 */
export function applyProgress(run: ImportRun, message: RealtimeMessage, events: readonly string[]): ImportRun {
  if (!events.includes(message.event)) return run;
  const data = message.data ?? {};
  if (data.runId !== run.id) return run;
  const done = typeof data.done === 'number' ? data.done : run.done;
  if (done < run.done) return run;
  return {
    ...run,
    status: typeof data.status === 'string' ? (data.status as RunStatus) : run.status,
    percent: typeof data.percent === 'number' ? Math.min(100, Math.max(0, data.percent)) : run.percent,
    done,
    failed: typeof data.failed === 'number' ? data.failed : run.failed,
  };
}

/** The words under the progress bar. */
export function progressText(run: ImportRun): string {
  // Live messages carry rows done but not the file's row count, which the run answer brings later.
  const done = run.done.toLocaleString('en-US');
  const rows =
    run.total > 0 ? `${done} of ${run.total.toLocaleString('en-US')} rows` : run.done > 0 ? `${done} rows done` : 'Reading the file';
  const failed = run.failed > 0 ? ` · ${run.failed.toLocaleString('en-US')} failed` : '';
  return `${rows}${failed}`;
}
