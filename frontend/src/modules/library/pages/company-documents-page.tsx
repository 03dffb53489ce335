import { Limits } from '@ea/contracts';
import type { DocumentSummary } from '@ea/contracts/library';
import { useMemo, useState } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { useCompany } from '@/api/directory/companies.ts';
import { useDocumentList } from '@/api/library/documents.ts';
import { useFolders } from '@/api/library/folders.ts';
import { paths } from '@/app/paths.ts';
import { DataTable } from '@/ui/data-table/data-table.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { documentColumns } from '../components/document-columns.tsx';
import { DocumentFilters } from '../components/document-filters.tsx';
import { documentContentAddress } from '../components/document-list-origin.ts';
import { DeleteDocumentAction } from '../components/document-row-actions.tsx';
import { FolderPanel } from '../components/folder-panel.tsx';
import { folderPath } from '../components/folder-tree.ts';
import { useCompanyIdParam } from '../components/route-params.ts';
import { UploadDocumentDialog } from '../components/upload-document-dialog.tsx';
import { useDocumentListState } from '../components/use-document-list-state.ts';
import '@/ui/page/list-screen.css';
import '../components/library.css';

const deleteAction = (row: DocumentSummary) => <DeleteDocumentAction document={row} />;

export default function CompanyDocumentsPage() {
  const companyId = useCompanyIdParam();
  if (companyId === null) return <EmptyState title="This company does not exist" message="Open a company from the Library." />;
  return <CompanyDocuments companyId={companyId} />;
}

/** A company's library: its folder tree beside the documents of the chosen folder, with filters and upload. */
function CompanyDocuments({ companyId }: { companyId: number }) {
  const list = useListState('general');
  const origin = useDocumentListState();
  // A title opens the content pane under the product area the list came from, carrying the list's parameters.
  const columns = useMemo(
    () => documentColumns({ action: deleteAction, contentTo: (row) => documentContentAddress(row, origin) }),
    [origin],
  );
  const company = useCompany(companyId);
  const folders = useFolders(companyId);
  const documents = useDocumentList(list, companyId, Limits.minPeriodYear);
  const [uploading, setUploading] = useState(false);
  const fid = Number(list.get('fid')) || null;
  const trail = folderPath(folders.data?.items ?? [], fid);
  const filtered = ['filter', 'dtype', 'ftype', 'ped'].some((name) => list.get(name) !== null);
  const companyParam = { companyId: String(companyId) };

  return (
    <>
      <PageHeader
        title={company.data ? `${company.data.name} Documents` : 'Documents'}
        description="Folders and documents of the company's library."
        actions={
          <>
            <Link className="button" to={`${paths.library.search}?${new URLSearchParams({ client: String(companyId) })}`}>
              Search
            </Link>
            <Link className="button" to={generatePath(paths.company.deletedDocuments, companyParam)}>
              Deleted Documents
            </Link>
            <button type="button" className="button button--primary" onClick={() => setUploading(true)} disabled={!folders.data}>
              Upload Document
            </button>
          </>
        }
      />
      <div className="library-layout">
        <FolderPanel
          companyId={companyId}
          folders={folders.data?.items}
          error={folders.error ? folders.error.message : null}
          selected={fid}
          onSelect={(id) => list.update({ fid: id })}
        />
        <section className="library-layout__main" aria-label="Documents">
          <nav className="library-breadcrumb" aria-label="Folder path">
            <button type="button" className="button button--ghost" onClick={() => list.update({ fid: null })}>
              All documents
            </button>
            {trail.map((folder) => (
              <span key={folder.id}>
                <span aria-hidden="true">/</span>
                <button type="button" className="button button--ghost" onClick={() => list.update({ fid: folder.id })}>
                  {folder.name}
                </button>
              </span>
            ))}
          </nav>
          <div className="list-screen__toolbar">
            <input
              type="search"
              className="input list-screen__search"
              aria-label="Search document titles"
              placeholder="Search"
              value={list.get('filter') ?? ''}
              onChange={(event) => list.update({ filter: event.target.value }, { replace: true })}
            />
            <DocumentFilters list={list} />
          </div>
          <DataTable
            label="Documents"
            columns={columns}
            rows={documents.data?.items ?? []}
            rowKey={(row) => row.id}
            total={documents.data?.total ?? 0}
            list={list}
            loading={documents.isLoading}
            error={documents.error ? documents.error.message : null}
            emptyTitle={filtered ? 'No document matches these filters' : fid !== null ? 'This folder has no documents' : 'No documents yet'}
            emptyMessage={filtered ? 'Try another title, type, form type or year.' : 'Upload a document to start.'}
          />
        </section>
      </div>
      {uploading && folders.data && (
        <UploadDocumentDialog
          companyId={companyId}
          folders={folders.data.items}
          folderId={fid}
          onClose={() => setUploading(false)}
          contentTo={(document) => documentContentAddress(document, origin)}
        />
      )}
    </>
  );
}
