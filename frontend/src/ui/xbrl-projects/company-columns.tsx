import type { ValidatorCompany } from '@ea/contracts/validator';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { count, formatDateTime } from './run-labels.ts';
import { RunStateBadge } from './run-state-badge.tsx';
import './validator.css';

/** The address of a company's projects; the company's name travels along for the heading. */
export const projectsOf = (companyId: number) => `${paths.validator.projects}?companyId=${companyId}`;

const identifier = (value: string | null) => (value ? <span className="validator-code">{value}</span> : <span className="muted">—</span>);

/** The Validator's company list: the name opens the company's projects; the sortable keys are the API's sorts. */
export const companyColumns: Column<ValidatorCompany>[] = [
  {
    key: 'name',
    header: 'Company name',
    sortable: true,
    render: (row) => (
      <Link to={projectsOf(row.id)} state={{ companyName: row.name }} aria-label={`Projects of ${row.name}`}>
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
        <span className="validator-last-run">
          <RunStateBadge state={row.lastRunState} />
          <span>{formatDateTime(row.lastRunAt)}</span>
        </span>
      ) : (
        <span className="muted">Not run yet</span>
      ),
  },
];
