import { AuditLogScreen } from '../../../ui/audit-log/audit-log-screen.tsx';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

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

export function EasyviewCompaniesPage() {
  return <PlaceholderPage emptyTitle="EAsyView companies will appear here" />;
}

export function EasyviewProjectsPage() {
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

export function EasyviewTaxonomyPage() {
  return <PlaceholderPage emptyTitle="Taxonomies will appear here" />;
}

export function EasyviewAuditLogPage() {
  return <AuditLogScreen emptyTitle="EAsyView activity will appear here" />;
}

export function EasyviewContentPage() {
  return <PlaceholderPage emptyTitle="The project's content will appear here" emptyMessage="Open a project from the project list." />;
}
