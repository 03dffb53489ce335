import type { Column } from '@/ui/data-table/data-table.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';

interface ProjectRow {
  id: string;
  name: string;
  formDescription: string;
  method: string;
}

const projectColumns: Column<ProjectRow>[] = [
  { key: 'name', header: 'Project', sortable: true },
  { key: 'formDescription', header: 'Form description' },
  { key: 'method', header: 'Method', width: '160px' },
];

export default function EasyviewProjectsPage() {
  return (
    <ListScreen<ProjectRow>
      kind="general"
      columns={projectColumns}
      rowKey={(row) => row.id}
      searchParam="filter"
      emptyTitle="Projects will appear here"
      emptyMessage="Each project is listed with its form description and method."
    />
  );
}
