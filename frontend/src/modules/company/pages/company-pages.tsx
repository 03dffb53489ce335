import { AuditLogScreen } from '../../../ui/audit-log/audit-log-screen.tsx';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

interface CompanyRow {
  id: string;
  name: string;
  ticker: string;
  cik: string;
  cid: string;
  sic: string;
}

const columns: Column<CompanyRow>[] = [
  { key: 'name', header: 'Company name', sortable: true },
  { key: 'ticker', header: 'Ticker', sortable: true, width: '120px' },
  { key: 'cik', header: 'CIK', width: '140px' },
  { key: 'cid', header: 'CID', width: '140px' },
  { key: 'sic', header: 'SIC', width: '100px' },
];

export function CompanyListPage() {
  return (
    <ListScreen<CompanyRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      description="Companies of your channel and their filing identifiers."
      emptyTitle="Companies will appear here"
      emptyMessage="Each company is listed with its ticker, CIK, CID and SIC code."
    />
  );
}

export function AddCompanyPage() {
  return (
    <PlaceholderPage
      emptyTitle="The company form will appear here"
      emptyMessage="A company needs a name, a ticker and a CIK (10 digits) or CID."
    />
  );
}

export function CompanyAuditLogPage() {
  return (
    <AuditLogScreen
      emptyTitle="Company changes will appear here"
      emptyMessage="Every create, update and delete of a company is recorded."
    />
  );
}

export function DeletedCompaniesPage() {
  return (
    <PlaceholderPage emptyTitle="Deleted companies will appear here" emptyMessage="A deleted company can be restored from this list." />
  );
}
