import type { Company } from '@ea/contracts/directory';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import './company-list.css';

const identifier = (value: string | null) => (value ? <span className="company-id">{value}</span> : <span className="muted">—</span>);

/**
 * The company lists' columns: `channelNames` adds the Channel column (admins); `action` is null
 * for a user who may not change companies (no Actions column); `deleted` adds when it went. A live
 * company's name opens its page.
 */
export function companyColumns(channelNames: Map<number, string> | null, action: ((row: Company) => ReactNode) | null, deleted: boolean) {
  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: 'Company name',
      sortable: true,
      render: deleted ? undefined : (row) => <Link to={generatePath(paths.company.page, { companyId: String(row.id) })}>{row.name}</Link>,
    },
    { key: 'ticker', header: 'Ticker', sortable: true, width: '110px' },
    { key: 'cik', header: 'CIK', sortable: true, width: '130px', render: (row) => identifier(row.cik) },
    { key: 'cid', header: 'CID', sortable: true, width: '120px', render: (row) => identifier(row.cid) },
    { key: 'sic', header: 'SIC', width: '80px', render: (row) => identifier(row.sic) },
    { key: 'cusip', header: 'CUSIP', width: '120px', render: (row) => identifier(row.cusip) },
  ];
  if (channelNames) {
    columns.push({
      key: 'channel',
      header: 'Channel',
      width: '160px',
      render: (row) => channelNames.get(row.channelId) ?? `#${row.channelId}`,
    });
  }
  if (deleted) {
    columns.push({
      key: 'deletedAt',
      header: 'Deleted',
      sortable: true,
      width: '200px',
      render: (row) => (row.deletedAt ? <DateTimeText at={row.deletedAt} /> : ''),
    });
  }
  if (action) columns.push({ key: 'actions', header: 'Actions', width: deleted ? '120px' : '180px', render: action });
  return columns;
}
