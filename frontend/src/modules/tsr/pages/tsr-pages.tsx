import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ListScreen } from '../../../ui/page/list-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

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

function TsrList({ emptyTitle }: { emptyTitle: string }) {
  return <ListScreen<TsrRow> kind="tsr" columns={columns} rowKey={(row) => row.id} searchParam="search" emptyTitle={emptyTitle} />;
}

export const TsrCompanyListPage = () => <TsrList emptyTitle="TSR companies will appear here" />;
export const MasterTemplatesPage = () => <TsrList emptyTitle="Master templates will appear here" />;
export const MasterInputFieldsPage = () => <TsrList emptyTitle="Master input fields will appear here" />;
export const TsrProjectsPage = () => <TsrList emptyTitle="TSR projects will appear here" />;
export const TsrReportsPage = () => <TsrList emptyTitle="TSR reports will appear here" />;

export function TsrFormPage() {
  return <PlaceholderPage emptyTitle="The TSR form will appear here" />;
}

export function TsrReportPage() {
  return <PlaceholderPage emptyTitle="The report will appear here" />;
}

export function TsrContentPage() {
  return <PlaceholderPage emptyTitle="The report's content will appear here" emptyMessage="Open a report from the TSR lists." />;
}
