import type { SearchPage, SearchQuery } from '@ea/contracts/library';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { countSearchHits, type SearchRequest, searchDocuments as searchRows } from '../../db/search-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleCompanyOrNull } from '../access/visible-company.ts';
import { documentSummary } from '../documents/document-view.ts';
import { HEADLINE_MARKERS, HEADLINE_TEXT, highlightSegments } from './highlight-segments.ts';

/** The whole title with its matches marked; up to two short passages of the topic around them. */
const TITLE_HEADLINE = `HighlightAll=true, ${HEADLINE_MARKERS}`;
const SNIPPET_HEADLINE = `MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … ", ${HEADLINE_MARKERS}`;

/**
 * Full-text search over the titles and the current topics of the live documents the caller may
 * see (one company's when asked), best first, each with its title and best topic's passage split
 * into matched and unmatched parts. Blank words find nothing.
 */
export async function searchDocuments({ deps, caller }: UseCaseContext<LibraryDeps>, query: SearchQuery): Promise<SearchPage> {
  const { page, size } = query;
  const q = query.q.trim();
  const none = { items: [], total: 0, page, size };
  // Like every list filtered by a company, a company the caller may not see lists nothing.
  if (query.companyId !== undefined && !(await visibleCompanyOrNull({ deps, caller }, query.companyId))) return none;
  if (q === '') return none;
  const request: Omit<SearchRequest, 'limit' | 'offset'> = {
    q,
    scope: tenantScope(caller.claims),
    companyId: query.companyId,
    titleHeadline: TITLE_HEADLINE,
    snippetHeadline: SNIPPET_HEADLINE,
    headlineText: HEADLINE_TEXT,
  };
  const rows = await searchRows(deps.db, { ...request, limit: size, offset: (page - 1) * size });
  const total = rows[0]?.total ?? (page > 1 ? await countSearchHits(deps.db, request) : 0);
  return {
    items: rows.map((row) => ({
      document: documentSummary(row),
      title: highlightSegments(row.title_headline),
      topicId: row.topic_id,
      topicTitle: row.topic_title,
      snippet: row.snippet_headline === null ? [] : highlightSegments(row.snippet_headline),
      rank: row.rank,
    })),
    total,
    page,
    size,
  };
}
