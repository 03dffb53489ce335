import type { DocumentSummary } from '@ea/contracts/library';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import type { Column } from '@/ui/data-table/data-table.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { DateText } from '@/ui/format/date-time-text.tsx';
import { documentTypeName } from './library-format.ts';

/** The content pane of a document: `company/{companyId}/documents/content?docId=…`. */
export function contentPath(document: Pick<DocumentSummary, 'id' | 'companyId'>): string {
  return `${generatePath(paths.company.content, { companyId: String(document.companyId) })}?docId=${document.id}`;
}

export function DocumentTitle({ document, to = contentPath(document) }: { document: DocumentSummary; to?: string }) {
  return (
    <span className="document-title">
      <Link to={to}>{document.title}</Link>
      {document.locked && <span className="badge badge--info">Final</span>}
    </span>
  );
}

interface DocumentColumnOptions {
  /** A Company column for lists across companies, with the company's name. */
  companyName?: (companyId: number) => string;
  deleted?: boolean;
  action?: (row: DocumentSummary) => ReactNode;
  /** Where a title leads; the company's content pane unless the list says otherwise. */
  contentTo?: (row: DocumentSummary) => string;
}

/** The columns of the document lists; sortable ones use the API's sort keys. */
export function documentColumns({
  companyName,
  deleted = false,
  action,
  contentTo = contentPath,
}: DocumentColumnOptions = {}): Column<DocumentSummary>[] {
  const columns: Column<DocumentSummary>[] = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      render: (row) => (deleted ? row.title : <DocumentTitle document={row} to={contentTo(row)} />),
    },
  ];
  if (companyName) columns.push({ key: 'company', header: 'Company', width: '180px', render: (row) => companyName(row.companyId) });
  columns.push(
    { key: 'documentType', header: 'Type', sortable: true, width: '120px', render: (row) => documentTypeName(row.documentType) },
    { key: 'formType', header: 'Form type', sortable: true, width: '110px', render: (row) => row.formType ?? '—' },
    { key: 'periodEndDate', header: 'Period end', sortable: true, width: '130px', render: (row) => formatCalendarDate(row.periodEndDate) },
    {
      key: 'releaseVersion',
      header: 'Release',
      sortable: true,
      width: '100px',
      render: (row) => row.releaseVersion ?? '—',
    },
  );
  if (deleted) {
    columns.push({
      key: 'deletedAt',
      header: 'Deleted',
      sortable: true,
      width: '130px',
      render: (row) => (row.deletedAt ? <DateText at={row.deletedAt} /> : ''),
    });
  } else {
    columns.push({
      key: 'updatedAt',
      header: 'Updated',
      sortable: true,
      width: '130px',
      render: (row) => <DateText at={row.updatedAt} />,
    });
  }
  if (action) columns.push({ key: 'actions', header: 'Actions', width: '100px', render: action });
  return columns;
}
