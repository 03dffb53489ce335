import type { Insertable, Selectable } from 'kysely';
import type { FilesTable, LibraryExecutor } from './schema.ts';

export type FileRow = Selectable<FilesTable>;

const COLUMNS = ['id', 'document_id', 'version_id', 'kind', 'key', 'name', 'content_type', 'size', 'created_at'] as const;

export async function insertFiles(ex: LibraryExecutor, rows: Insertable<FilesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.insertInto('files').values(rows).execute();
}

/** The original file a version of a file document keeps. */
export async function originalOfVersion(ex: LibraryExecutor, versionId: string): Promise<FileRow | null> {
  const row = await ex
    .selectFrom('files')
    .select(COLUMNS)
    .where('version_id', '=', versionId)
    .where('kind', '=', 'original')
    .executeTakeFirst();
  return row ?? null;
}

/** An image the document holds, by its storage key. */
export async function findImage(ex: LibraryExecutor, documentId: string, key: string): Promise<FileRow | null> {
  const row = await ex
    .selectFrom('files')
    .select(COLUMNS)
    .where('document_id', '=', documentId)
    .where('kind', '=', 'image')
    .where('key', '=', key)
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
