import { type ImportArea, type ImportRun, isFinished, useRun } from '@/api/import-runs.ts';
import { EmptyState } from '../page/empty-state.tsx';
import { SectionCard } from '../page/section-card.tsx';
import { Skeleton } from '../page/skeleton.tsx';
import { ProgressBar, type ProgressTone } from '../progress-bar/progress-bar.tsx';
import { progressText } from './run-progress.ts';
import { RunStatusBadge } from './run-status-badge.tsx';
import { useLiveProgress } from './use-live-progress.ts';

function outcome(run: ImportRun, createdNoun: string): string {
  if (run.status === 'rejected')
    return 'Nothing was imported: the file has invalid rows. Fix them (see the error report) or choose "Import valid rows".';
  if (run.status === 'failed') return run.error ?? 'The import stopped with an error.';
  if (run.status !== 'completed') return '';
  const count = (n: number) => n.toLocaleString('en-US');
  const updated = run.updated > 0 ? `, ${count(run.updated)} updated` : '';
  const skipped = run.skipped > 0 ? `, ${count(run.skipped)} already there` : '';
  return `${count(run.created)} ${createdNoun} created${updated}${skipped}, ${count(run.failed)} rows failed.`;
}

function toneOf(status: ImportRun['status']): ProgressTone {
  if (status === 'completed') return 'done';
  return status === 'rejected' || status === 'failed' ? 'failed' : 'running';
}

interface RunCardProps {
  area: ImportArea;
  runId: string | null;
  onDownload(url: string, name: string): void;
  /** Whether the import has an update mode, so its runs have an Updated count. */
  showUpdated: boolean;
}

/**
 * The run being followed: live progress bar, counts and, once some rows were not created (failed,
 * already there or updated), the report listing them.
 */
export function RunCard({ area, runId, onDownload, showUpdated }: RunCardProps) {
  const { data: run, isLoading } = useRun(area, runId);
  useLiveProgress(area, run);
  if (runId === null) {
    return (
      <SectionCard title="Progress">
        <EmptyState title="No import running" message="Choose a workbook and start the import; its progress shows here as it happens." />
      </SectionCard>
    );
  }
  if (isLoading || !run) {
    return (
      <SectionCard title="Progress">
        <Skeleton lines={3} label="Loading run" />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Progress" actions={<RunStatusBadge status={run.status} />}>
      <section className="run-card" aria-label={`Import of ${run.fileName}`}>
        <p className="run-card__file">{run.fileName}</p>
        <ProgressBar label="Import progress" percent={run.percent} tone={toneOf(run.status)} />
        <p className="run-card__numbers">
          <strong className="run-card__percent">{run.percent}%</strong>
          <span>{progressText(run)}</span>
        </p>
        <dl className="run-card__counts">
          <div>
            <dt>Rows done</dt>
            <dd data-count="done">{run.done.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd data-count="created">{run.created.toLocaleString('en-US')}</dd>
          </div>
          {showUpdated && (
            <div>
              <dt>Updated</dt>
              <dd data-count="updated">{run.updated.toLocaleString('en-US')}</dd>
            </div>
          )}
          <div>
            <dt>Already there</dt>
            <dd data-count="skipped">{run.skipped.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Errors</dt>
            <dd data-count="failed">{run.failed.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        {isFinished(run) && <p className="run-card__outcome">{outcome(run, area.createdNoun)}</p>}
        {run.errorReportUrl && (
          <button type="button" className="button" onClick={() => onDownload(run.errorReportUrl!, 'import-errors.csv')}>
            Download Error Report
          </button>
        )}
      </section>
    </SectionCard>
  );
}
