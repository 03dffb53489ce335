import type { Selectable } from 'kysely';
import type { LibraryExecutor, TopicDraftsTable } from './schema.ts';

export type DraftRow = Selectable<TopicDraftsTable>;

/** Writes the user's draft of a topic, replacing the one before. */
export async function upsertDraft(ex: LibraryExecutor, row: Omit<DraftRow, 'model'> & { model: string }): Promise<void> {
  await ex
    .insertInto('topic_drafts')
    .values(row)
    .onConflict((c) =>
      c.columns(['user_id', 'document_id', 'topic_id']).doUpdateSet({
        base_revision: row.base_revision,
        title: row.title,
        model: row.model,
        saved_at: row.saved_at,
      }),
    )
    .execute();
}

/** The user's drafts of a document (never another user's), latest first. */
export async function draftsOf(ex: LibraryExecutor, userId: string, documentId: string): Promise<DraftRow[]> {
  return ex
    .selectFrom('topic_drafts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .orderBy('saved_at', 'desc')
    .orderBy('topic_id')
    .execute();
}

/** Discards the user's draft of a topic; whether there was one. */
export async function deleteDraft(ex: LibraryExecutor, userId: string, documentId: string, topicId: string): Promise<boolean> {
  const deleted = await ex
    .deleteFrom('topic_drafts')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
