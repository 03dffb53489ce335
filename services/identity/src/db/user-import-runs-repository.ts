import { type Selectable, sql } from 'kysely';
import type { IdentityExecutor, UserImportRunsTable, UserImportStatus } from './identity-database.ts';

export type UserImportRunRow = Selectable<UserImportRunsTable>;

export interface NewUserImportRun {
  id: string;
  channel_id: number | null;
  content_hash: string;
  import_valid: boolean;
  file_name: string;
  created_by: string;
  created_by_email: string | null;
  created_by_admin: boolean;
}

/**
 * Adds a run unless the same file was already imported into the channel (or with no channel) in
 * the same mode. Returns the run that stands for the file and whether it is the one just added.
 */
export async function insertRunOnce(ex: IdentityExecutor, run: NewUserImportRun): Promise<{ run: UserImportRunRow; created: boolean }> {
  const inserted = await ex
    .insertInto('user_import_runs')
    .values({ ...run, status: 'queued' })
    .onConflict((oc) => oc.constraint('user_import_runs_file').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { run: inserted, created: true };
  const existing = await ex
    .selectFrom('user_import_runs')
    .selectAll()
    .where(sql<boolean>`channel_id is not distinct from ${run.channel_id}`)
    .where('content_hash', '=', run.content_hash)
    .where('import_valid', '=', run.import_valid)
    .executeTakeFirstOrThrow();
  return { run: existing, created: false };
}

export async function findRun(ex: IdentityExecutor, id: string, lock = false): Promise<UserImportRunRow | null> {
  const row = await ex
    .selectFrom('user_import_runs')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export interface RunProgress {
  status?: UserImportStatus;
  total?: number;
  done?: number;
  failed?: number;
  created_count?: number;
  skipped_count?: number;
  next_row?: number;
  error?: string | null;
  finished?: boolean;
}

export async function updateRun(ex: IdentityExecutor, id: string, progress: RunProgress): Promise<UserImportRunRow> {
  const { finished, ...values } = progress;
  return ex
    .updateTable('user_import_runs')
    .set({ ...values, updated_at: sql`now()`, ...(finished ? { finished_at: sql`now()` } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest runs: all of them for admins, else those into the given channel. */
export function listRecentRuns(ex: IdentityExecutor, scope: { all: boolean; channelId: number | null }, limit: number) {
  if (!scope.all && scope.channelId === null) return Promise.resolve([] as UserImportRunRow[]);
  return ex
    .selectFrom('user_import_runs')
    .selectAll()
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId!))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
