import type { Project } from '@ea/contracts/validator';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isLiveState } from '@/api/validator/runs.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { RunCounts } from './run-counts.tsx';
import { formatDateTime, methodLabel } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import { contentOf, type XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

function lastRun(project: Project): ReactNode {
  const run = project.lastRun;
  if (!run) return <span className="muted">Not run yet</span>;
  return (
    <span className="xbrl-run-cell">
      <span className="xbrl-last-run">
        <RunStateBadge state={run.state} />
        <span>{formatDateTime(run.requestedAt)}</span>
      </span>
      {!isLiveState(run.state) && run.state !== 'crashed' && <RunCounts counts={run.counts} />}
    </span>
  );
}

/** A company's projects: the name opens the project's content pane. */
export function projectColumns(module: XbrlModule, actions: (row: Project) => ReactNode): Column<Project>[] {
  return [
    {
      key: 'name',
      header: 'Project',
      render: (row) => <Link to={contentOf(module, row.companyId, row.id)}>{row.name}</Link>,
    },
    { key: 'formDescription', header: 'Form', width: '100px' },
    { key: 'method', header: 'Method', width: '150px', render: (row) => methodLabel(row.method) },
    { key: 'lastRun', header: 'Last run', width: '330px', render: lastRun },
    { key: 'actions', header: 'Actions', width: '150px', render: actions },
  ];
}
