import type { Insertable, Selectable } from 'kysely';
import type { DocumentVersionsTable, LibraryExecutor } from './schema.ts';

export type VersionRow = Selectable<DocumentVersionsTable>;

const COLUMNS = [
  'id',
  'document_id',
  'number',
  'kind',
  'map',
  'revision_description',
  'restored_from',
  'created_by',
  'created_by_email',
  'created_at',
  'released',
  'final',
  'release_version',
  'released_at',
  'released_by',
] as const;

export async function insertVersion(ex: LibraryExecutor, values: Insertable<DocumentVersionsTable>): Promise<VersionRow> {
  return ex.insertInto('document_versions').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function findVersion(ex: LibraryExecutor, documentId: string, id: string): Promise<VersionRow | null> {
  const row = await ex
    .selectFrom('document_versions')
    .select(COLUMNS)
    .where('document_id', '=', documentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findVersionByNumber(ex: LibraryExecutor, documentId: string, number: number): Promise<VersionRow | null> {
  const row = await ex
    .selectFrom('document_versions')
    .select(COLUMNS)
    .where('document_id', '=', documentId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ?? null;
}

/** A page of the document's versions, newest first, with the total. */
export async function listVersions(
  ex: LibraryExecutor,
  documentId: string,
  page: { page: number; size: number },
): Promise<{ rows: VersionRow[]; total: number }> {
  const base = ex.selectFrom('document_versions').where('document_id', '=', documentId);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('number', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The versions of these numbers, keyed by number. */
export async function versionsByNumber(
  ex: LibraryExecutor,
  documentId: string,
  numbers: readonly number[],
): Promise<Map<number, VersionRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await ex
    .selectFrom('document_versions')
    .select(COLUMNS)
    .where('document_id', '=', documentId)
    .where('number', 'in', [...new Set(numbers)])
    .execute();
  return new Map(rows.map((row) => [row.number, row]));
}
