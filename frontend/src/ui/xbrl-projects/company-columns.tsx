import type { ValidatorCompany } from '@ea/contracts/validator';
import { Link } from 'react-router-dom';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { count, formatDateTime } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import { projectsOf, type XbrlModule } from './xbrl-module.ts';
import './xbrl-projects.css';

const identifier = (value: string | null) => (value ? <span className="xbrl-code">{value}</span> : <span className="muted">—</span>);

/** A module's company list: the name opens the company's projects; the sortable keys are the API's sorts. */
export const companyColumns = (module: XbrlModule): Column<ValidatorCompany>[] => [
  {
    key: 'name',
    header: 'Company name',
    sortable: true,
    render: (row) => (
      <Link to={projectsOf(module, row.id)} state={{ companyName: row.name }} aria-label={`Projects of ${row.name}`}>
        {row.name}
      </Link>
    ),
  },
  { key: 'cik', header: 'CIK', width: '130px', render: (row) => identifier(row.cik) },
  { key: 'ticker', header: 'Ticker', width: '100px', render: (row) => identifier(row.ticker) },
  { key: 'projectCount', header: 'Projects', sortable: true, width: '110px', render: (row) => count(row.projectCount) },
  {
    key: 'lastRunAt',
    header: 'Last run',
    sortable: true,
    width: '260px',
    render: (row) =>
      row.lastRunAt && row.lastRunState ? (
        <span className="xbrl-last-run">
          <RunStateBadge state={row.lastRunState} />
          <span>{formatDateTime(row.lastRunAt)}</span>
        </span>
      ) : (
        <span className="muted">Not run yet</span>
      ),
  },
];
