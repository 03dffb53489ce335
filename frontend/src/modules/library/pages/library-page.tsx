import { Limits } from '@ea/contracts';
import type { DocumentSummary } from '@ea/contracts/library';
import { generatePath, Link, useNavigate } from 'react-router-dom';
import { useCompanyPicker } from '@/api/directory/company-picker.ts';
import { useDocumentList } from '@/api/library/documents.ts';
import { paths } from '@/app/paths.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ListScreen } from '@/ui/page/list-screen.tsx';
import { documentColumns } from '../components/document-columns.tsx';
import { DocumentFilters } from '../components/document-filters.tsx';
import '../components/library.css';

/** The library across the companies the user may see: open a company's folders, or find documents by filter. */
export default function LibraryPage() {
  const list = useListState('general');
  const navigate = useNavigate();
  const companies = useCompanyPicker();
  const names = new Map((companies.data?.items ?? []).map((company) => [company.id, company.itemName]));
  const { data, error, isLoading } = useDocumentList(list, null, Limits.minPeriodYear);
  const filtered = ['filter', 'dtype', 'ftype', 'ped'].some((name) => list.get(name) !== null);
  return (
    <ListScreen<DocumentSummary>
      kind="general"
      columns={documentColumns({ companyName: (id) => names.get(id) ?? `Company ${id}` })}
      rowKey={(row) => row.id}
      rows={data?.items}
      total={data?.total}
      loading={isLoading}
      error={error ? error.message : null}
      searchParam="filter"
      filters={(state) => <DocumentFilters list={state} />}
      description="Documents of every company you work with. Open a company to manage its folders and upload documents."
      actions={
        <>
          <label className="library-company-picker">
            <span className="visually-hidden">Open a company's library</span>
            <select
              className="select"
              value=""
              disabled={!companies.data}
              onChange={(event) => event.target.value && navigate(generatePath(paths.company.documents, { companyId: event.target.value }))}
            >
              <option value="">{companies.data?.items.length === 0 ? 'No companies' : "Open a company's library…"}</option>
              {companies.data?.items.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.itemName}
                </option>
              ))}
            </select>
          </label>
          <Link className="button" to={paths.library.recent}>
            Recent Documents
          </Link>
          <Link className="button button--primary" to={paths.library.search}>
            Search
          </Link>
        </>
      }
      emptyTitle={filtered ? 'No document matches these filters' : 'No documents yet'}
      emptyMessage={filtered ? 'Try another title, type, form type or year.' : "Open a company's library to upload its first document."}
    />
  );
}
