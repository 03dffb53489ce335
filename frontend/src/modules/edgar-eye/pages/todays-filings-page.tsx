import type { Column } from '@/ui/data-table/data-table.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';

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

export default function TodaysFilingsPage() {
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
