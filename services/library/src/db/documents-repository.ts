import { type DocumentSort, RELEASE_VERSION_MAX_LENGTH } from '@ea/contracts/library';
import type { TenantScope } from '@ea/service-kit/use-case';
import { type Insertable, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { companyInScope } from './company-scope.ts';
import type { DocumentsTable, LibraryExecutor } from './schema.ts';

/** A document as read: its columns (the search column left out) and the channel of its company. */
export type DocumentRow = Omit<Selectable<DocumentsTable>, 'title_search'> & { channel_id: number };

export type NewDocument = Omit<Insertable<DocumentsTable>, 'title_search'>;
export type DocumentChanges = Omit<Updateable<DocumentsTable>, 'title_search' | 'id' | 'company_id'>;

const D = 'documents' as const;
/** A document's columns and its company's channel, for queries joined to `companies`. */
export const DOCUMENT_COLUMNS = [
  'documents.id',
  'documents.company_id',
  'documents.folder_id',
  'documents.document_type',
  'documents.title',
  'documents.form_type',
  'documents.release_version',
  'documents.state',
  'documents.state_before_delete',
  'documents.content_kind',
  'documents.current_version_id',
  'documents.version_number',
  'documents.locked',
  'documents.predecessor_id',
  'documents.xbrl_metadata',
  'documents.index_entries',
  'documents.created_by',
  'documents.created_at',
  'documents.updated_by',
  'documents.updated_at',
  'documents.deleted_at',
  'documents.deleted_by',
  'companies.channel_id',
] as const;
/** A `date` read as the text it was written as (YYYY-MM-DD), never shifted by a time zone. */
export const periodEndDate = sql<string | null>`to_char(documents.period_end_date, 'YYYY-MM-DD')`.as('period_end_date');

function selectDocuments(ex: LibraryExecutor) {
  return ex.selectFrom(D).innerJoin('companies', 'companies.id', 'documents.company_id').select(DOCUMENT_COLUMNS).select(periodEndDate);
}

export async function insertDocument(ex: LibraryExecutor, values: NewDocument): Promise<void> {
  await ex.insertInto(D).values(values).execute();
}

export interface FindDocumentOptions {
  /** Only documents the scope may see (companies in it, live). */
  scope: TenantScope;
  /** true: only deleted documents; false: only live ones; undefined: either. */
  deleted?: boolean | undefined;
  lock?: boolean;
}

export async function findDocument(ex: LibraryExecutor, id: string, options: FindDocumentOptions): Promise<DocumentRow | null> {
  const row = await selectDocuments(ex)
    .where('documents.id', '=', id)
    .where((eb) => companyInScope(eb, options.scope))
    .$if(options.deleted === true, (q) => q.where('documents.deleted_at', 'is not', null))
    .$if(options.deleted === false, (q) => q.where('documents.deleted_at', 'is', null))
    .$if(options.lock === true, (q) => q.forUpdate('documents'))
    .executeTakeFirst();
  return row ?? null;
}

/** A document by id whatever its scope or state: for jobs, whose request was authorised when it was made. */
export async function findDocumentForJob(ex: LibraryExecutor, id: string, lock = false): Promise<DocumentRow | null> {
  const row = await selectDocuments(ex)
    .where('documents.id', '=', id)
    .$if(lock, (q) => q.forUpdate('documents'))
    .executeTakeFirst();
  return row ?? null;
}

export async function updateDocument(ex: LibraryExecutor, id: string, changes: DocumentChanges): Promise<DocumentRow> {
  await ex.updateTable(D).set(changes).where('id', '=', id).execute();
  const row = await selectDocuments(ex).where('documents.id', '=', id).executeTakeFirstOrThrow();
  return row;
}

/** Ids of the documents rolled forward from this one. */
export async function successorIds(ex: LibraryExecutor, id: string): Promise<string[]> {
  const rows = await ex.selectFrom(D).select('id').where('predecessor_id', '=', id).where('deleted_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

/** The live documents of these folders, locked: a folder's deletion moves them to the deleted documents. */
export async function liveDocumentsInFolders(ex: LibraryExecutor, folderIds: number[]): Promise<DocumentRow[]> {
  if (folderIds.length === 0) return [];
  return selectDocuments(ex)
    .where('documents.folder_id', 'in', folderIds)
    .where('documents.deleted_at', 'is', null)
    .orderBy('documents.id')
    .forUpdate('documents')
    .execute();
}

const SORT_ORDER: Record<DocumentSort, RawBuilder<unknown>> = {
  title: sql`lower(documents.title)`,
  documentType: sql`documents.document_type`,
  formType: sql`documents.form_type`,
  periodEndDate: sql`documents.period_end_date`,
  // Release versions name their numbers ("v1.10", "V2"): each run of digits, zero-padded to the
  // longest a version can be, compares by value; letters compare case-insensitively.
  releaseVersion: sql`case when documents.release_version is null then null else array(
    select coalesce(lpad(part[1], ${sql.lit(RELEASE_VERSION_MAX_LENGTH)}, '0'), lower(part[2]))
    from regexp_matches(documents.release_version, '(\\d+)|(\\D+)', 'g') as part) end`,
  createdAt: sql`documents.created_at`,
  updatedAt: sql`documents.updated_at`,
  deletedAt: sql`documents.deleted_at`,
};

export interface DocumentQuery {
  scope: TenantScope;
  deleted: boolean;
  companyId?: number | undefined;
  /** Substring of the title (case-insensitive). */
  filter?: string | undefined;
  /** Year of the period end date. */
  periodYear?: number | undefined;
  formType?: string | undefined;
  folderId?: number | undefined;
  documentId?: string | undefined;
  documentType?: number | undefined;
  sort: DocumentSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/** One page of the documents the scope may see, with the total matching. */
export async function listDocuments(ex: LibraryExecutor, query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }> {
  const needle = query.filter?.trim() ? `%${escapeLike(query.filter.trim())}%` : undefined;
  const base = ex
    .selectFrom(D)
    .innerJoin('companies', 'companies.id', 'documents.company_id')
    .where((eb) => companyInScope(eb, query.scope))
    .where('documents.deleted_at', query.deleted ? 'is not' : 'is', null)
    .$if(query.companyId !== undefined, (q) => q.where('documents.company_id', '=', query.companyId!))
    .$if(needle !== undefined, (q) => q.where('documents.title', 'ilike', needle!))
    .$if(query.periodYear !== undefined, (q) => q.where(sql`extract(year from documents.period_end_date)`, '=', query.periodYear!))
    .$if(query.formType !== undefined, (q) => q.where('documents.form_type', '=', query.formType!))
    .$if(query.folderId !== undefined, (q) => q.where('documents.folder_id', '=', query.folderId!))
    .$if(query.documentId !== undefined, (q) => q.where('documents.id', '=', query.documentId!))
    .$if(query.documentType !== undefined, (q) => q.where('documents.document_type', '=', query.documentType!));
  const [rows, count] = await Promise.all([
    base
      .select(DOCUMENT_COLUMNS)
      .select(periodEndDate)
      .orderBy(SORT_ORDER[query.sort], (ob) => (query.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
      .orderBy('documents.id')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
