import { sql } from 'kysely';
import type { LibraryExecutor } from './schema.ts';

export interface TreeFolder {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface TreeDocument {
  id: string;
  folder_id: number | null;
  title: string;
  document_type: number;
}

export interface TreeTopic {
  id: string;
  document_id: string;
  title: string;
}

/** A map's topic: the current map's entry with the pinned revision's title. */
export interface MapTopicRow {
  document_id: string;
  topic_id: string;
  revision_id: string;
  title: string;
}

/** The company's live folders, by name. */
export async function companyFolders(ex: LibraryExecutor, companyId: number): Promise<TreeFolder[]> {
  return ex
    .selectFrom('folders')
    .select(['id', 'parent_id', 'name'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

function liveMapDocuments(ex: LibraryExecutor, companyId: number) {
  return ex
    .selectFrom('documents')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('content_kind', '=', 'model')
    .orderBy(sql`lower(title)`)
    .orderBy('id');
}

/** The company's live documents held as maps of topics (not those kept as a file), by title. */
export async function companyMapDocuments(ex: LibraryExecutor, companyId: number): Promise<TreeDocument[]> {
  return liveMapDocuments(ex, companyId).select(['id', 'folder_id', 'title', 'document_type']).execute();
}

export interface FolderMapDocument {
  id: string;
  title: string;
  document_type: number;
  form_type: string | null;
  period_end_date: string | null;
  xbrl_metadata: Record<string, unknown> | null;
}

/** The live documents held as maps directly in a folder of the company, by title, with what a build takes from them. */
export async function folderMapDocuments(ex: LibraryExecutor, companyId: number, folderId: number): Promise<FolderMapDocument[]> {
  return liveMapDocuments(ex, companyId)
    .where('folder_id', '=', folderId)
    .select(['id', 'title', 'document_type', 'form_type', 'xbrl_metadata'])
    .select(sql<string | null>`to_char(period_end_date, 'YYYY-MM-DD')`.as('period_end_date'))
    .execute();
}

/** The topics of the documents' current maps, in map order, with their current titles. */
export async function currentMapTopics(ex: LibraryExecutor, documentIds: readonly string[]): Promise<MapTopicRow[]> {
  if (documentIds.length === 0) return [];
  return ex
    .selectFrom('topics')
    .innerJoin('topic_revisions', 'topic_revisions.id', 'topics.current_revision_id')
    .select(['topics.document_id', 'topics.id as topic_id', 'topic_revisions.id as revision_id', 'topic_revisions.title'])
    .where('topics.document_id', 'in', [...new Set(documentIds)])
    .where('topics.position', 'is not', null)
    .orderBy('topics.document_id')
    .orderBy('topics.position')
    .execute();
}
