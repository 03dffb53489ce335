import { Limits } from '@ea/contracts';
import type { DocumentSummary } from '@ea/contracts/library';
import { generatePath, Link } from 'react-router-dom';
import { useDocumentList } from '@/api/library/documents.ts';
import { paths } from '@/app/paths.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { documentColumns } from '../components/document-columns.tsx';
import { DocumentFilters } from '../components/document-filters.tsx';
import { RestoreDocumentAction } from '../components/document-row-actions.tsx';
import { useCompanyIdParam } from '../components/route-params.ts';
import '../components/library.css';

const columns = documentColumns({ deleted: true, action: (row: DocumentSummary) => <RestoreDocumentAction document={row} /> });

export default function DeletedDocumentsPage() {
  const companyId = useCompanyIdParam();
  if (companyId === null) return <EmptyState title="This company does not exist" message="Open a company from the Library." />;
  return <DeletedDocuments companyId={companyId} />;
}

/** The company's deleted documents, latest first; restoring one brings it back to its folder. */
function DeletedDocuments({ companyId }: { companyId: number }) {
  const list = useListState('general');
  const { data, error, isLoading } = useDocumentList(list, companyId, Limits.minPeriodYear, true);
  return (
    <ListScreen<DocumentSummary>
      kind="general"
      columns={columns}
      rowKey={(row) => row.id}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={(state) => <DocumentFilters list={state} />}
      description="Deleted documents keep their versions; restoring one brings it back with its history."
      actions={
        <Link className="button" to={generatePath(paths.company.documents, { companyId: String(companyId) })}>
          Documents
        </Link>
      }
      emptyTitle="No deleted documents"
      emptyMessage="A document you delete appears here and can be restored."
    />
  );
}
