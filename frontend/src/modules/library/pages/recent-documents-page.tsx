import type { RecentDocument } from '@/api/library/recent-documents.ts';
import { useRecentDocuments } from '@/api/library/recent-documents.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { DataTable } from '@/ui/data-table/data-table.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { DocumentTitle } from '../components/document-columns.tsx';
import { documentTypeName } from '../components/library-format.ts';
import '../components/library.css';

const columns: Column<RecentDocument>[] = [
  { key: 'title', header: 'Title', render: (row) => <DocumentTitle document={row} /> },
  { key: 'documentType', header: 'Type', width: '130px', render: (row) => documentTypeName(row.documentType) },
  { key: 'formType', header: 'Form type', width: '110px', render: (row) => row.formType ?? '—' },
  { key: 'periodEndDate', header: 'Period end', width: '130px', render: (row) => formatCalendarDate(row.periodEndDate) },
  { key: 'openedAt', header: 'Opened', width: '200px', render: (row) => <DateTimeText at={row.openedAt} /> },
];

/** The documents the user opened last, latest first: as many as the page size asks for. */
export default function RecentDocumentsPage() {
  const list = useListState('general');
  const { data, error, isLoading } = useRecentDocuments(list.size);
  const rows = data?.items ?? [];
  return (
    <>
      <PageHeader title={useRouteTitle()} description="The documents you opened most recently." />
      <DataTable
        label="Recent documents"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={rows.length}
        list={list}
        loading={isLoading}
        error={error ? error.message : null}
        emptyTitle="No recent documents"
        emptyMessage="Documents you open appear here, the latest first."
      />
    </>
  );
}
