import { type Selectable, sql } from 'kysely';
import type { FoldersTable, LibraryExecutor } from './schema.ts';

export type FolderRow = Selectable<FoldersTable>;

const COLUMNS = ['id', 'company_id', 'parent_id', 'name', 'created_by', 'created_at', 'updated_at', 'deleted_at', 'deleted_by'] as const;

export async function insertFolder(
  ex: LibraryExecutor,
  values: { company_id: number; parent_id: number | null; name: string; created_by: string | null },
): Promise<FolderRow> {
  return ex.insertInto('folders').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** A live folder by id, whatever its company (the caller checks the company's scope). */
export async function findFolder(ex: LibraryExecutor, id: number, lock = false): Promise<FolderRow | null> {
  const row = await ex
    .selectFrom('folders')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/** A company's live folders, by name within their parent. */
export async function listFolders(ex: LibraryExecutor, companyId: number): Promise<FolderRow[]> {
  return ex
    .selectFrom('folders')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Whether a live folder of this name (any case) is already in the parent, other than `exceptId`. */
export async function folderNameTaken(
  ex: LibraryExecutor,
  at: { companyId: number; parentId: number | null; name: string; exceptId?: number },
): Promise<boolean> {
  const row = await ex
    .selectFrom('folders')
    .select('id')
    .where('company_id', '=', at.companyId)
    .where(sql`coalesce(parent_id, 0)`, '=', at.parentId ?? 0)
    .where(sql`lower(name)`, '=', at.name.toLowerCase())
    .where('deleted_at', 'is', null)
    .$if(at.exceptId !== undefined, (q) => q.where('id', '<>', at.exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateFolder(
  ex: LibraryExecutor,
  id: number,
  values: { name: string; parent_id: number | null; updated_at: Date },
): Promise<FolderRow> {
  return ex.updateTable('folders').set(values).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** The folder and every live folder below it, at any depth. */
export async function folderSubtree(ex: LibraryExecutor, id: number): Promise<number[]> {
  const rows = await ex
    .withRecursive('subtree(id)', (db) =>
      db
        .selectFrom('folders')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .unionAll(
          db
            .selectFrom('folders')
            .innerJoin('subtree', 'subtree.id', 'folders.parent_id')
            .select('folders.id')
            .where('folders.deleted_at', 'is', null),
        ),
    )
    .selectFrom('subtree')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function markFoldersDeleted(ex: LibraryExecutor, ids: number[], by: string | null, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await ex.updateTable('folders').set({ deleted_at: at, deleted_by: by, updated_at: at }).where('id', 'in', ids).execute();
}

/** Folders by id, deleted or not. */
export async function foldersByIds(ex: LibraryExecutor, ids: number[]): Promise<FolderRow[]> {
  if (ids.length === 0) return [];
  return ex.selectFrom('folders').select(COLUMNS).where('id', 'in', ids).orderBy('id').execute();
}
