import type { AnyDb } from '@ea/db';
import { type ColumnType, type Generated, type Kysely, type Selectable, sql } from 'kysely';

/** Where a run is: queued → (validating →) importing → completed, or rejected (bad rows, not importing the valid ones) or failed. */
export type ImportRunStatus = 'queued' | 'validating' | 'importing' | 'completed' | 'rejected' | 'failed';

/** The columns every import run table has; a service's table may add its own. */
export interface ImportRunsTable {
  id: string;
  channel_id: number | null;
  content_hash: string;
  import_valid: boolean;
  file_name: string;
  created_by: string;
  created_by_email: string | null;
  status: ImportRunStatus;
  total: Generated<number>;
  done: Generated<number>;
  failed: Generated<number>;
  created_count: Generated<number>;
  skipped_count: Generated<number>;
  /** Rows that changed an existing record: only imports with an update mode have the column. */
  updated_count?: Generated<number>;
  next_row: Generated<number>;
  error: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, string>;
  finished_at: ColumnType<Date | null, never, string>;
}

export type ImportRunRow = Selectable<ImportRunsTable>;

/** What a new run is inserted with: the shared columns plus whatever the service's table adds. */
export type NewImportRun = Pick<
  ImportRunRow,
  'id' | 'channel_id' | 'content_hash' | 'import_valid' | 'file_name' | 'created_by' | 'created_by_email'
>;

export interface ImportRunProgress<Status extends ImportRunStatus = ImportRunStatus> {
  status?: Status;
  total?: number;
  done?: number;
  failed?: number;
  created_count?: number;
  skipped_count?: number;
  updated_count?: number;
  next_row?: number;
  error?: string | null;
  finished?: boolean;
}

/** Where a service keeps its runs: its own schema and table, never another service's. */
export interface ImportRunsLocation {
  schema: string;
  table: string;
  /** The unique constraint making the same file into the same channel in the same mode one run. */
  fileConstraint: string;
  /** The service's own columns of that constraint beyond channel, content and import_valid (its other modes). */
  modeColumns?: readonly string[];
}

// Queries name the table from the caller, so they are checked against the shared columns only.
type RunsDb = Kysely<Record<string, ImportRunsTable>>;

/**
 * The queries on a service's import runs. Ex is the service's own executor type (a connection or
 * a transaction) and Row its table's row, so callers keep their types.
 */
export function importRunsRepository<Ex extends AnyDb, Row extends ImportRunRow, New extends NewImportRun>(location: ImportRunsLocation) {
  const { table } = location;
  const runsDb = (ex: Ex) => ex.withSchema(location.schema) as unknown as RunsDb;

  return {
    /**
     * Adds a run unless the same file was already imported into the channel (or with no channel)
     * in the same mode. Returns the run that stands for the file and whether it is the one just added.
     */
    async insertRunOnce(ex: Ex, run: New): Promise<{ run: Row; created: boolean }> {
      const db = runsDb(ex);
      const inserted = await db
        .insertInto(table)
        .values({ ...run, status: 'queued' })
        .onConflict((oc) => oc.constraint(location.fileConstraint).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { run: inserted as Row, created: true };
      let existing = db
        .selectFrom(table)
        .selectAll()
        // "is null" rather than "is not distinct from", which no index serves.
        .where('channel_id', run.channel_id === null ? 'is' : '=', run.channel_id)
        .where('content_hash', '=', run.content_hash)
        .where('import_valid', '=', run.import_valid);
      for (const column of location.modeColumns ?? []) {
        existing = existing.where(sql.ref(column), '=', (run as Record<string, unknown>)[column]);
      }
      return { run: (await existing.executeTakeFirstOrThrow()) as Row, created: false };
    },

    async findRun(ex: Ex, id: string, lock = false): Promise<Row | null> {
      const row = await runsDb(ex)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .$if(lock, (q) => q.forUpdate())
        .executeTakeFirst();
      return (row as Row | undefined) ?? null;
    },

    async updateRun(ex: Ex, id: string, progress: ImportRunProgress<Row['status']>): Promise<Row> {
      const { finished, ...values } = progress;
      const row = await runsDb(ex)
        .updateTable(table)
        .set({ ...values, updated_at: sql`now()`, ...(finished ? { finished_at: sql`now()` } : {}) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return row as Row;
    },

    /** The latest runs: all of them when scope.all, else those into scope.channelId (none when that is null). */
    async listRecentRuns(ex: Ex, scope: { all: boolean; channelId: number | null }, limit: number): Promise<Row[]> {
      if (!scope.all && scope.channelId === null) return [];
      const rows = await runsDb(ex)
        .selectFrom(table)
        .selectAll()
        .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId))
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows as Row[];
    },
  };
}
