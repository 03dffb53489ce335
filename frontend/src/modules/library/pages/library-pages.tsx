import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';

interface EntryRow {
  id: string;
  name: string;
  kind: string;
  updatedAt: string;
}

const columns: Column<EntryRow>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'kind', header: 'Kind', width: '140px' },
  { key: 'updatedAt', header: 'Last updated', sortable: true, width: '200px' },
];

export function LibraryPage() {
  return (
    <ListScreen<EntryRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      searchParam="filter"
      description="Folders and resources shared across your companies."
      emptyTitle="Library folders and resources will appear here"
    />
  );
}

export function RecentDocumentsPage() {
  return (
    <ListScreen<EntryRow>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle="Documents you open will appear here"
      emptyMessage="The most recently opened library documents are listed first."
    />
  );
}
