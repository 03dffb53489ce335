import type { RunStatus } from '@/api/import-runs.ts';

const LABELS: Record<RunStatus, string> = {
  queued: 'Queued',
  validating: 'Checking rows',
  importing: 'Importing',
  completed: 'Completed',
  rejected: 'Rejected',
  failed: 'Failed',
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <span className={`run-status run-status--${status}`}>{LABELS[status] ?? status}</span>;
}
