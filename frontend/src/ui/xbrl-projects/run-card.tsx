import { type RunDetail, VALIDATION_SEVERITIES } from '@ea/contracts/validator';
import { isLiveState } from '@/api/validator/runs.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { ProgressBar, type ProgressTone } from '@/ui/progress-bar/progress-bar.tsx';
import { count, formatDateTime, SEVERITY_LABELS } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import './validator.css';

const KIND_LABELS = { ixbrl: 'Inline XBRL document', xbrl: 'XBRL instance', zip: 'Submission zip' } as const;

function toneOf(detail: RunDetail): ProgressTone {
  if (detail.run.state === 'passed') return 'done';
  return detail.run.state === 'running' || detail.run.state === 'queued' ? 'running' : 'failed';
}

function outcome(detail: RunDetail): string {
  const { run } = detail;
  const facts = run.factCount === null ? '' : ` in ${count(run.factCount)} facts`;
  if (run.state === 'passed') return `No errors found${facts}.`;
  if (run.state === 'failed') return `${count(run.counts.error)} ${run.counts.error === 1 ? 'error' : 'errors'} found${facts}.`;
  return run.failure ?? 'The filing could not be processed; the log says why.';
}

/** The run on screen: its file, live progress while it runs, then its counts by severity. */
export function RunCard({ detail, onDownloadLog }: { detail: RunDetail; onDownloadLog(): void }) {
  const { run } = detail;
  const live = isLiveState(run.state);
  return (
    <SectionCard
      title="Validation run"
      actions={
        <span className="validator-actions">
          <RunStateBadge state={run.state} />
          {!live && (
            <button type="button" className="button" onClick={onDownloadLog}>
              Download log
            </button>
          )}
        </span>
      }
    >
      <section className="validator-run" aria-label={`Validation of ${run.fileName}`}>
        <p className="validator-run__file">
          <strong>{run.fileName}</strong>
          <span className="muted">
            {KIND_LABELS[run.kind]} · {count(Math.ceil(run.fileSize / 1024))} KB · by {run.requestedBy} on {formatDateTime(run.requestedAt)}
          </span>
        </p>
        {live || run.state === 'crashed' ? (
          <>
            <ProgressBar label="Validation progress" percent={run.progress} tone={toneOf(detail)} />
            <p className="validator-run__phase" aria-live="polite">
              <strong>{run.progress}%</strong> <span>{live ? run.phase || 'Waiting to start' : outcome(detail)}</span>
            </p>
          </>
        ) : (
          <>
            <p className="validator-run__outcome">{outcome(detail)}</p>
            <dl className="validator-tiles">
              {VALIDATION_SEVERITIES.map((severity) => (
                <div key={severity} className={`validator-tile validator-tile--${severity}`}>
                  <dt>{SEVERITY_LABELS[severity].many}</dt>
                  <dd data-severity={severity}>{count(run.counts[severity])}</dd>
                </div>
              ))}
            </dl>
            {run.finishedAt && <p className="muted">Finished {formatDateTime(run.finishedAt)}</p>}
          </>
        )}
      </section>
    </SectionCard>
  );
}
