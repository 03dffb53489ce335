import type { IndexFile } from '@ea/contracts/edgar-eye';
import type { Selectable } from 'kysely';
import type { EdgarEyeExecutor, IndexFilesTable } from './schema.ts';

type IndexFileRow = Selectable<IndexFilesTable>;

export function indexFileView(row: IndexFileRow): IndexFile {
  return {
    name: row.name,
    status: row.status,
    layout: row.layout,
    rows: row.rows,
    added: row.added,
    errors: row.errors,
    ingestedAt: row.ingested_at.toISOString(),
  };
}

export async function findIndexFile(db: EdgarEyeExecutor, name: string, hash: string): Promise<IndexFile | null> {
  const row = await db.selectFrom('index_files').selectAll().where('name', '=', name).where('content_hash', '=', hash).executeTakeFirst();
  return row ? indexFileView(row) : null;
}

/** Records a file; null when the same content is already recorded (another worker took it first). */
export async function insertIndexFile(
  db: EdgarEyeExecutor,
  file: {
    name: string;
    hash: string;
    status: 'ingested' | 'rejected';
    layout: string | null;
    rows: number;
    errors: { line: number; message: string }[];
  },
): Promise<(IndexFile & { id: number }) | null> {
  const row = await db
    .insertInto('index_files')
    .values({
      name: file.name,
      content_hash: file.hash,
      status: file.status,
      layout: file.layout,
      rows: file.rows,
      added: 0,
      errors: JSON.stringify(file.errors),
    })
    .onConflict((c) => c.columns(['name', 'content_hash']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? { ...indexFileView(row), id: row.id } : null;
}

export async function setIndexFileAdded(db: EdgarEyeExecutor, id: number, added: number): Promise<IndexFile> {
  const row = await db.updateTable('index_files').set({ added }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return indexFileView(row);
}

/** The latest files first, for the ingestion screen and the poll's report. */
export async function listIndexFiles(db: EdgarEyeExecutor, limit: number): Promise<IndexFile[]> {
  const rows = await db.selectFrom('index_files').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map(indexFileView);
}
