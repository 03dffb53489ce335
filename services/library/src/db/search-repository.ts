import type { TenantScope } from '@ea/service-kit/use-case';
import { type RawBuilder, sql } from 'kysely';
import type { DocumentRow } from './documents-repository.ts';
import { LIBRARY_SCHEMA, type LibraryDb, type LibraryExecutor } from './schema.ts';

/** The text search configuration the generated tsvector columns are built with (migration 0001). */
const CONFIG = sql.lit('english');

const table = (name: string) => sql.id(LIBRARY_SCHEMA, name);

export interface SearchRequest {
  /** Web search syntax: words, "a phrase", -excluded. */
  q: string;
  scope: TenantScope;
  companyId?: number | undefined;
  limit: number;
  offset: number;
  /** ts_headline options for the title (whole) and the snippet (fragments). */
  titleHeadline: string;
  snippetHeadline: string;
  /** How the text is translated before a headline is made of it (Postgres `translate`). */
  headlineText: { from: string; to: string };
}

/** A matching document (as the documents repository reads it) with what matched. */
export interface SearchRow extends DocumentRow {
  rank: number;
  total: number;
  topic_id: string | null;
  topic_title: string | null;
  title_headline: string;
  snippet_headline: string | null;
}

/** The companies of the caller's scope, as a condition on the projection `c`. */
function inScope(scope: TenantScope): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  if (scope.channelId === null) return sql<boolean>`false`;
  if (scope.companyId === null) return sql<boolean>`c.channel_id = ${scope.channelId}`;
  return sql<boolean>`c.channel_id = ${scope.channelId} and c.id = ${scope.companyId}`;
}

/**
 * One page of the live documents the caller may see whose title or current topics match, best
 * first: a title match weighs twice a topic's, a topic's title (weight A) more than its text.
 * Topics are matched through the search vector of their current revision kept on the topic
 * (migration 0002), so earlier revisions and topics left out of the map never count and are
 * never read. Each document's topics are reduced to their best rank in one hashed pass; which
 * topic that was (the first in the map among equals) and the headlines are found for the page's
 * rows alone. A caller who sees part of the library ranks only the topics of documents in scope.
 */
export async function searchDocuments(db: LibraryExecutor, request: SearchRequest): Promise<SearchRow[]> {
  const { scope } = request;
  const company = request.companyId === undefined ? sql`true` : sql`d.company_id = ${request.companyId}`;
  const visible = sql`
    select d.id from ${table('documents')} d
    join ${table('companies')} c on c.id = d.company_id
    where d.deleted_at is null and not c.deleted and ${inScope(scope)} and ${company}`;
  const topicsInScope = scope.all && request.companyId === undefined ? sql`true` : sql`t.document_id in (${visible})`;
  // Written out where it is used (not a CTE), so the planner knows the query when it estimates how many rows match.
  const q = sql`websearch_to_tsquery(${CONFIG}, ${request.q})`;
  // The per-document aggregate and the page's sort hash and sort every match of a common word in memory rather than on disk.
  return inTransaction(db, async (trx) => {
    await sql`set local work_mem = '16MB'`.execute(trx);
    const result = await sql<SearchRow>`
      with topic_best as (
        select t.document_id, max(ts_rank(t.search, ${q})) as rank
        from ${table('topics')} t
        where t.search @@ ${q} and t.position is not null and ${topicsInScope}
        group by t.document_id
      ),
      hits as (
        select d.id, d.updated_at,
          (case when d.title_search @@ ${q} then 2 * ts_rank(d.title_search, ${q}) else 0 end) + coalesce(tb.rank, 0) as rank
        from ${table('documents')} d
        join ${table('companies')} c on c.id = d.company_id
        left join topic_best tb on tb.document_id = d.id
        where d.deleted_at is null and not c.deleted and ${inScope(scope)} and ${company}
          and (tb.document_id is not null or d.title_search @@ ${q})
      ),
      page as (
        select hits.*, count(*) over () as total from hits
        order by rank desc, updated_at desc, id
        limit ${request.limit} offset ${request.offset}
      )
      select d.id, d.company_id, d.folder_id, d.document_type, d.title, d.form_type, d.release_version, d.state,
        d.state_before_delete, d.content_kind, d.current_version_id, d.version_number, d.locked, d.predecessor_id,
        d.xbrl_metadata, d.index_entries, d.created_by, d.created_at, d.updated_by, d.updated_at, d.deleted_at, d.deleted_by,
        c.channel_id, to_char(d.period_end_date, 'YYYY-MM-DD') as period_end_date,
        page.rank::float8 as rank, page.total::int as total, best.topic_id, r.title as topic_title,
        ts_headline(${CONFIG}, translate(d.title, ${request.headlineText.from}, ${request.headlineText.to}), ${q}, ${request.titleHeadline}) as title_headline,
        case when r.id is null then null
          else ts_headline(${CONFIG}, translate(r.text, ${request.headlineText.from}, ${request.headlineText.to}), ${q}, ${request.snippetHeadline}) end as snippet_headline
      from page
      join ${table('documents')} d on d.id = page.id
      join ${table('companies')} c on c.id = d.company_id
      left join lateral (
        select t.id as topic_id, t.current_revision_id as revision_id from ${table('topics')} t
        where t.document_id = page.id and t.position is not null and t.search @@ ${q}
        order by ts_rank(t.search, ${q}) desc, t.position
        limit 1
      ) best on true
      left join ${table('topic_revisions')} r on r.id = best.revision_id
      order by page.rank desc, page.updated_at desc, page.id`.execute(trx);
    return result.rows;
  });
}

/** Runs the work in a transaction of its own, or in the one the executor already is. */
function inTransaction<T>(db: LibraryExecutor, work: (trx: LibraryExecutor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : (db as LibraryDb).transaction().execute(work);
}

/** How many documents match (asked only for a page past the last, where the page's rows cannot tell). */
export async function countSearchHits(db: LibraryExecutor, request: Omit<SearchRequest, 'limit' | 'offset'>): Promise<number> {
  const rows = await searchDocuments(db, { ...request, limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}
