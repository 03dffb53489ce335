import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

interface FilingRow {
  id: string;
  company: string;
  cik: string;
  formType: string;
  filedAt: string;
}

const columns: Column<FilingRow>[] = [
  { key: 'company', header: 'Company', sortable: true },
  { key: 'cik', header: 'CIK', width: '140px' },
  { key: 'formType', header: 'Form type', sortable: true, width: '140px' },
  { key: 'filedAt', header: 'Filed', sortable: true, width: '180px' },
];

export function SearchFilingsPage() {
  return <PlaceholderPage description="Search EDGAR filings by company, CIK or form type." emptyTitle="Search results will appear here" />;
}

export function TodaysFilingsPage() {
  return (
    <ListScreen<FilingRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      emptyTitle="Today's filings will appear here"
      emptyMessage="Filings accepted by EDGAR today are listed as they arrive."
    />
  );
}

export function MyAlertsPage() {
  return (
    <PlaceholderPage
      description="Companies you track by CIK."
      emptyTitle="Your alerts will appear here"
      emptyMessage="Add a CIK to be told when the company files."
    />
  );
}
