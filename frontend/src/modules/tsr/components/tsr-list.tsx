import type { Column } from '@/ui/data-table/data-table.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';

interface TsrRow {
  id: string;
  name: string;
  user: string;
  active: string;
}

const columns: Column<TsrRow>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'user', header: 'User', sortable: true, width: '220px' },
  { key: 'active', header: 'Status', width: '120px' },
];

/** A TSR list (companies, templates, input fields, projects, reports) with the TSR list parameters. */
export function TsrList({ emptyTitle }: { emptyTitle: string }) {
  return <ListScreen<TsrRow> kind="tsr" columns={columns} rowKey={(row) => row.id} searchParam="search" emptyTitle={emptyTitle} />;
}
