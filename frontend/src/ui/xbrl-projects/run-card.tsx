import { type RunDetail, VALIDATION_SEVERITIES } from '@ea/contracts/validator';
import type { ReactNode } from 'react';
import { isLiveState } from '@/api/validator/runs.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { ProgressBar, type ProgressTone } from '@/ui/progress-bar/progress-bar.tsx';
import { count, formatDateTime, SEVERITY_LABELS } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import { capitalised, type XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

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
  return run.failure ?? 'The filing could not be processed.';
}

interface RunCardProps {
  detail: RunDetail;
  words: XbrlModule['words'];
  /** The module's actions on a run that has ended (the log, the viewer). */
  actions: ReactNode;
}

/** The run on screen: its file, live progress while it runs, then its counts by severity. */
export function RunCard({ detail, words, actions }: RunCardProps) {
  const { run } = detail;
  const live = isLiveState(run.state);
  const title = capitalised(words.run);
  return (
    <SectionCard
      title={words.runTitle}
      actions={
        <span className="xbrl-actions">
          <RunStateBadge state={run.state} />
          {!live && actions}
        </span>
      }
    >
      <section className="xbrl-run" aria-label={`${title} of ${run.fileName}`}>
        <p className="xbrl-run__file">
          <strong>{run.fileName}</strong>
          <span className="muted">
            {KIND_LABELS[run.kind]} · {count(Math.ceil(run.fileSize / 1024))} KB · by {run.requestedBy} on {formatDateTime(run.requestedAt)}
          </span>
        </p>
        {live || run.state === 'crashed' ? (
          <>
            <ProgressBar label={`${title} progress`} percent={run.progress} tone={toneOf(detail)} />
            <p className="xbrl-run__phase" aria-live="polite">
              <strong>{run.progress}%</strong> <span>{live ? run.phase || 'Waiting to start' : outcome(detail)}</span>
            </p>
          </>
        ) : (
          <>
            <p className="xbrl-run__outcome">{outcome(detail)}</p>
            <dl className="xbrl-tiles">
              {VALIDATION_SEVERITIES.map((severity) => (
                <div key={severity} className={`xbrl-tile xbrl-tile--${severity}`}>
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
