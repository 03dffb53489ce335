import { type ImportArea, useRuns } from '@/api/import-runs.ts';
import { DateTimeText } from '../format/date-time-text.tsx';
import { EmptyState } from '../page/empty-state.tsx';
import { SectionCard } from '../page/section-card.tsx';
import { Skeleton } from '../page/skeleton.tsx';
import { RunStatusBadge } from './run-status-badge.tsx';

interface PastRunsProps {
  area: ImportArea;
  currentRunId: string | null;
  onOpen(runId: string): void;
  onDownload(url: string, name: string): void;
  /** Whether the import has an update mode, so its runs have an Updated count. */
  showUpdated: boolean;
}

/** The latest runs of the user's channel (all channels for admins), newest first. */
export function PastRuns({ area, currentRunId, onOpen, onDownload, showUpdated }: PastRunsProps) {
  const { data, isLoading } = useRuns(area);
  return (
    <SectionCard title="Past runs">
      {isLoading ? (
        <Skeleton lines={3} label="Loading past runs" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No imports yet" message="Each import is listed here with its counts and error report." />
      ) : (
        <table className="past-runs" aria-label="Past runs">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">File</th>
              <th scope="col">Status</th>
              <th scope="col">Rows</th>
              <th scope="col">Created</th>
              {showUpdated && <th scope="col">Updated</th>}
              <th scope="col">Already there</th>
              <th scope="col">Errors</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((run) => (
              <tr key={run.id} aria-current={run.id === currentRunId ? 'true' : undefined}>
                <td>
                  <DateTimeText at={run.createdAt} />
                </td>
                <td>{run.fileName}</td>
                <td>
                  <RunStatusBadge status={run.status} />
                </td>
                <td>{run.total}</td>
                <td>{run.created}</td>
                {showUpdated && <td>{run.updated}</td>}
                <td>{run.skipped}</td>
                <td>{run.failed}</td>
                <td className="past-runs__actions">
                  <button type="button" className="button button--ghost" onClick={() => onOpen(run.id)}>
                    View
                  </button>
                  {run.errorReportUrl && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => onDownload(run.errorReportUrl!, 'import-errors.csv')}
                    >
                      Error Report
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}
