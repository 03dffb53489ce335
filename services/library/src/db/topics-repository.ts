import type { Insertable, Selectable } from 'kysely';
import type { LibraryExecutor, TopicRevisionsTable } from './schema.ts';

/** A revision as read, without its search column. */
export type RevisionRow = Omit<Selectable<TopicRevisionsTable>, 'search'>;
export type NewRevision = Omit<Insertable<TopicRevisionsTable>, 'search'>;

const REVISION_COLUMNS = [
  'topic_revisions.id',
  'topic_revisions.topic_id',
  'topic_revisions.number',
  'topic_revisions.title',
  'topic_revisions.model',
  'topic_revisions.text',
  'topic_revisions.hash',
  'topic_revisions.revision_description',
  'topic_revisions.created_by',
  'topic_revisions.created_at',
] as const;
/** The same without the model and the text: what maps and lists need. */
const REVISION_HEAD_COLUMNS = [
  'topic_revisions.id',
  'topic_revisions.topic_id',
  'topic_revisions.number',
  'topic_revisions.title',
  'topic_revisions.hash',
] as const;
export type RevisionHead = Pick<RevisionRow, 'id' | 'topic_id' | 'number' | 'title' | 'hash'>;

export async function insertTopic(ex: LibraryExecutor, values: { id: string; document_id: string }): Promise<void> {
  await ex.insertInto('topics').values(values).execute();
}

/** The topic of this document, locked when asked (a save of a topic is serialised on it); null when it is not the document's. */
export async function findTopic(
  ex: LibraryExecutor,
  documentId: string,
  topicId: string,
  lock = false,
): Promise<{ id: string; current_revision_id: string | null } | null> {
  const row = await ex
    .selectFrom('topics')
    .select(['id', 'current_revision_id'])
    .where('id', '=', topicId)
    .where('document_id', '=', documentId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/** Which of these topic ids are topics of this document (in its current map or not). */
export async function topicsOfDocument(ex: LibraryExecutor, documentId: string, topicIds: readonly string[]): Promise<Set<string>> {
  if (topicIds.length === 0) return new Set();
  const rows = await ex
    .selectFrom('topics')
    .select('id')
    .where('document_id', '=', documentId)
    .where('id', 'in', [...new Set(topicIds)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertRevision(ex: LibraryExecutor, values: NewRevision): Promise<void> {
  await ex.insertInto('topic_revisions').values(values).execute();
}

/** The highest revision number the topic has (0 before its first). */
export async function latestRevisionNumber(ex: LibraryExecutor, topicId: string): Promise<number> {
  const row = await ex
    .selectFrom('topic_revisions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return Number(row?.number ?? 0);
}

export async function findRevision(ex: LibraryExecutor, id: string): Promise<RevisionRow | null> {
  const row = await ex.selectFrom('topic_revisions').select(REVISION_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** Revisions by id, without their content, keyed by id. */
export async function revisionHeads(ex: LibraryExecutor, ids: readonly string[]): Promise<Map<string, RevisionHead>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .selectFrom('topic_revisions')
    .select(REVISION_HEAD_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Revisions by id with their content, keyed by id. */
export async function revisionsWithModels(ex: LibraryExecutor, ids: readonly string[]): Promise<Map<string, RevisionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .selectFrom('topic_revisions')
    .select(REVISION_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Points the document's topics at the map of its new current version: position and revision, null
 * for topics it leaves out. Only the rows that change are written: each write of a topic copies
 * its search vector into the GIN index again (migration 0002), so rewriting every topic of a large
 * document on each save would cost a statement and a full index insert per topic.
 */
export async function placeTopics(
  ex: LibraryExecutor,
  documentId: string,
  map: readonly { topicId: string; revisionId: string }[],
): Promise<void> {
  const places = new Map(map.map((entry, position) => [entry.topicId, { position, revisionId: entry.revisionId }]));
  const rows = await ex
    .selectFrom('topics')
    .select(['id', 'position', 'current_revision_id'])
    .where('document_id', '=', documentId)
    .execute();
  for (const row of rows) {
    const place = places.get(row.id);
    const position = place?.position ?? null;
    const revisionId = place?.revisionId ?? null;
    if (row.position === position && row.current_revision_id === revisionId) continue;
    await ex.updateTable('topics').set({ position, current_revision_id: revisionId }).where('id', '=', row.id).execute();
  }
}
