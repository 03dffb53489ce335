import type { TenantScope } from '@ea/service-kit';
import { type Selectable, sql } from 'kysely';
import type { BulkImportRunsTable, BulkImportStatus, DirectoryExecutor } from './directory-database.ts';

export type BulkImportRunRow = Selectable<BulkImportRunsTable>;

export interface NewBulkImportRun {
  id: string;
  channel_id: number;
  content_hash: string;
  import_valid: boolean;
  file_name: string;
  object_key: string;
  created_by: string;
  created_by_email: string | null;
}

/**
 * Adds a run unless the same file was already imported into the channel in the same mode.
 * Returns the run that stands for the file and whether it is the one just added.
 */
export async function insertRunOnce(ex: DirectoryExecutor, run: NewBulkImportRun): Promise<{ run: BulkImportRunRow; created: boolean }> {
  const inserted = await ex
    .insertInto('directory.bulk_import_runs')
    .values({ ...run, status: 'queued' })
    .onConflict((oc) => oc.columns(['channel_id', 'content_hash', 'import_valid']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { run: inserted, created: true };
  const existing = await ex
    .selectFrom('directory.bulk_import_runs')
    .selectAll()
    .where('channel_id', '=', run.channel_id)
    .where('content_hash', '=', run.content_hash)
    .where('import_valid', '=', run.import_valid)
    .executeTakeFirstOrThrow();
  return { run: existing, created: false };
}

export async function findRun(ex: DirectoryExecutor, id: string, lock = false): Promise<BulkImportRunRow | null> {
  const row = await ex
    .selectFrom('directory.bulk_import_runs')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export interface RunProgress {
  status?: BulkImportStatus;
  total?: number;
  done?: number;
  failed?: number;
  created_count?: number;
  skipped_count?: number;
  next_row?: number;
  error?: string | null;
  finished?: boolean;
}

export async function updateRun(ex: DirectoryExecutor, id: string, progress: RunProgress): Promise<BulkImportRunRow> {
  const { finished, ...values } = progress;
  return ex
    .updateTable('directory.bulk_import_runs')
    .set({ ...values, updated_at: sql`now()`, ...(finished ? { finished_at: sql`now()` } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest runs into channels the caller may see (reviewer-only users see none: they cannot import). */
export async function listRecentRuns(ex: DirectoryExecutor, scope: TenantScope, limit: number): Promise<BulkImportRunRow[]> {
  if (!scope.all && (scope.companyId !== null || scope.channelId === null)) return [];
  return ex
    .selectFrom('directory.bulk_import_runs')
    .selectAll()
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId!))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
