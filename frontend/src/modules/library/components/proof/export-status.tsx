import { ErrorMessages, RenderingStatus } from '@ea/contracts';
import type { ExportJob } from '@ea/contracts/library';
import { ProgressBar } from '@/ui/progress-bar/progress-bar.tsx';
import { EXPORT_LABELS } from './export-formats.ts';

/** The review messages of the spec (§8) for a job's state. */
export function reviewMessage(job: ExportJob): string {
  if (job.status === RenderingStatus.completed) return 'Document is Ready for Review';
  if (job.status === RenderingStatus.error) return job.message ?? ErrorMessages.rendering;
  return 'Preparing Document for Review';
}

/** One export's progress and outcome, with its file and log to download. */
export function ExportStatus({ job, onDownload }: { job: ExportJob; onDownload(job: ExportJob, what: 'file' | 'log'): void }) {
  const label = EXPORT_LABELS[job.format];
  const done = job.status === RenderingStatus.completed;
  const failed = job.status === RenderingStatus.error;
  return (
    <li className="export-status" aria-label={`${label} export`}>
      <div className="export-status__head">
        <strong>{label}</strong>
        <span className="export-status__version">Version {job.versionNumber}</span>
        <span className={`export-status__message${failed ? ' is-error' : ''}`} role={failed ? 'alert' : 'status'}>
          {reviewMessage(job)}
        </span>
      </div>
      {!done && !failed && <ProgressBar label={`${label} progress`} percent={job.progress} />}
      <div className="export-status__actions">
        {done && job.file && (
          <button type="button" className="button button--secondary" onClick={() => onDownload(job, 'file')}>
            Download {label}
          </button>
        )}
        {job.hasLog && (
          <button type="button" className="button button--quiet" onClick={() => onDownload(job, 'log')}>
            Download Log
          </button>
        )}
      </div>
    </li>
  );
}
