import type { RunSummary } from '@ea/contracts/validator';
import { type Column, DataTable } from '@/ui/data-table/data-table.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { RunCounts } from './run-counts.tsx';
import { formatDateTime } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import { capitalised, type XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

interface RunHistoryProps {
  module: XbrlModule;
  projectId: number;
  shownRunId: number | null;
  onOpen(runId: number): void;
}

/** The project's runs, newest first, paged in the URL; each can be opened into the panes above. */
export function RunHistory({ module, projectId, shownRunId, onOpen }: RunHistoryProps) {
  const { words } = module;
  const list = useListState('general');
  const { data, error, isLoading } = module.api.useRunHistory(projectId, list.page, list.size);
  const columns: Column<RunSummary>[] = [
    { key: 'requestedAt', header: 'Requested', width: '150px', render: (run) => formatDateTime(run.requestedAt) },
    { key: 'fileName', header: 'File', render: (run) => <span className="xbrl-wrap">{run.fileName}</span> },
    { key: 'state', header: 'State', width: '130px', render: (run) => <RunStateBadge state={run.state} /> },
    {
      key: 'counts',
      header: 'Results',
      width: '200px',
      render: (run) =>
        run.state === 'passed' || run.state === 'failed' ? <RunCounts counts={run.counts} /> : <span className="muted">—</span>,
    },
    { key: 'requestedBy', header: 'By', width: '140px', render: (run) => <span className="xbrl-wrap">{run.requestedBy}</span> },
    {
      key: 'open',
      header: 'Run',
      width: '80px',
      render: (run) =>
        run.id === shownRunId ? (
          <span className="badge" aria-current="true">
            Shown
          </span>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Open the ${words.run} of ${run.fileName} from ${formatDateTime(run.requestedAt)}`}
            onClick={() => onOpen(run.id)}
          >
            Open
          </button>
        ),
    },
  ];
  return (
    <SectionCard title="History">
      <DataTable
        label={`${capitalised(words.run)} history`}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(run) => String(run.id)}
        total={data?.total ?? 0}
        list={list}
        loading={isLoading}
        error={error ? error.message : null}
        emptyTitle={`No ${words.run}s yet`}
        emptyMessage="Each filing you upload to this project is listed here."
      />
    </SectionCard>
  );
}
