import type { Selectable } from 'kysely';
import type { DocumentPresenceTable, LibraryExecutor } from './schema.ts';

export type PresenceRow = Selectable<DocumentPresenceTable>;

const PRESENCE_COLUMNS = ['document_id', 'user_id', 'user_name', 'topic_id', 'mode', 'seen_at', 'expires_at'] as const;

/** The user's presence row in a document, live or lapsed, locked for the rest of the transaction. */
export async function findPresenceForUpdate(ex: LibraryExecutor, documentId: string, userId: string): Promise<PresenceRow | null> {
  const row = await ex
    .selectFrom('document_presence')
    .select(PRESENCE_COLUMNS)
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function upsertPresence(ex: LibraryExecutor, row: PresenceRow): Promise<void> {
  await ex
    .insertInto('document_presence')
    .values(row)
    .onConflict((c) =>
      c.columns(['document_id', 'user_id']).doUpdateSet({
        user_name: row.user_name,
        topic_id: row.topic_id,
        mode: row.mode,
        seen_at: row.seen_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/** Removes the user's presence; the row it removed, if any. */
export async function deletePresence(ex: LibraryExecutor, documentId: string, userId: string): Promise<PresenceRow | null> {
  const row = await ex
    .deleteFrom('document_presence')
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .returning(PRESENCE_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** Forgets the document's presences that lapsed before `now` (reads ignore them anyway). */
export async function deleteLapsedPresence(ex: LibraryExecutor, documentId: string, now: Date): Promise<void> {
  await ex.deleteFrom('document_presence').where('document_id', '=', documentId).where('expires_at', '<=', now).execute();
}

/** Who is present in the document at `now`, by name. */
export async function livePresence(ex: LibraryExecutor, documentId: string, now: Date): Promise<PresenceRow[]> {
  return ex
    .selectFrom('document_presence')
    .select(PRESENCE_COLUMNS)
    .where('document_id', '=', documentId)
    .where('expires_at', '>', now)
    .orderBy('user_name')
    .orderBy('user_id')
    .execute();
}
