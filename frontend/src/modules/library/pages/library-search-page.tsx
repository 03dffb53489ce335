import type { SearchHit } from '@ea/contracts/library';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompanyPicker } from '@/api/directory/company-picker.ts';
import { useLibrarySearch } from '@/api/library/search.ts';
import { Pagination } from '@/ui/data-table/pagination.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { contentPath } from '../components/document-columns.tsx';
import { HighlightedText } from '../components/highlighted-text.tsx';
import { documentTypeName } from '../components/library-format.ts';
import '@/ui/page/list-screen.css';
import '../components/library.css';

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <Link className="search-hit__title" to={contentPath(hit.document)}>
        <HighlightedText parts={hit.title} />
      </Link>
      <p className="search-hit__meta">
        {documentTypeName(hit.document.documentType)}
        {hit.document.formType && ` · ${hit.document.formType}`}
        {hit.document.periodEndDate && ` · ${formatCalendarDate(hit.document.periodEndDate)}`}
        {hit.topicTitle && ` · ${hit.topicTitle}`}
      </p>
      {hit.snippet.length > 0 && (
        <p className="search-hit__snippet">
          <HighlightedText parts={hit.snippet} />
        </p>
      )}
    </li>
  );
}

/**
 * Full-text search of titles and content: the words (`filter`) and the company (`client`) are in
 * the URL. The query is sent once typing pauses.
 */
export default function LibrarySearchPage() {
  const list = useListState('general');
  const companies = useCompanyPicker();
  const asked = list.get('filter') ?? '';
  const [text, setText] = useState(asked);
  const companyId = Number(list.get('client')) || null;
  const { data, error, isLoading } = useLibrarySearch({ q: asked, companyId, page: list.page, size: list.size });

  useEffect(() => setText(asked), [asked]);
  useEffect(() => {
    if (text === asked) return;
    const timer = setTimeout(() => list.update({ filter: text }, { replace: true }), 400);
    return () => clearTimeout(timer);
  }, [text, asked, list]);

  return (
    <>
      <PageHeader title={useRouteTitle()} description='Words, "an exact phrase", or -word to leave documents out.' />
      <search>
        <form
          className="list-screen__toolbar"
          aria-label="Search the library"
          onSubmit={(event) => {
            event.preventDefault();
            list.update({ filter: text });
          }}
        >
          <input
            type="search"
            className="input search-page__input"
            aria-label="Search documents"
            placeholder="Search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <label className="list-screen__filter">
            <span>Company</span>
            <select className="select" value={companyId ?? ''} onChange={(event) => list.update({ client: event.target.value })}>
              <option value="">All companies</option>
              {companies.data?.items.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.itemName}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </search>
      <section className="card search-results" aria-label="Search results" aria-busy={isLoading}>
        {asked.trim() === '' ? (
          <EmptyState title="Search the library" message="Type words from a title or from a document's text." />
        ) : isLoading ? (
          <Skeleton lines={6} label="Searching" />
        ) : error ? (
          <EmptyState title="The search could not be run" message={error.message} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title="Nothing found" message="Try fewer or other words." />
        ) : (
          <>
            <ol className="search-results__list">
              {data.items.map((hit) => (
                <SearchResult key={`${hit.document.id}-${hit.topicId ?? 'title'}`} hit={hit} />
              ))}
            </ol>
            <Pagination
              page={list.page}
              size={list.size}
              total={data.total}
              onPage={(page) => list.update({ page })}
              onSize={(size) => list.update({ size })}
            />
          </>
        )}
      </section>
    </>
  );
}
