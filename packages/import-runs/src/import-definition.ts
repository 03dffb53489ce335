import type { NewEvent } from '@ea/events';
import type { AuditActor, ChangeDeps, ChangeRecords } from '@ea/service-kit/use-case';
import type { RowError, SheetLayout } from '@ea/workbook';
import type { Kysely, Transaction } from 'kysely';
import type { ImportRunProgress, ImportRunRow } from './import-runs-repository.ts';

/** A row that passed the rule: its place among the valid rows (the run's cursor counts these), its sheet row and its value. */
export interface ValidRow<Valid> {
  seq: number;
  rowNumber: number;
  value: Valid;
}

export type RowVerdict<Valid> = { ok: true; value: Valid } | { ok: false; messages: Record<string, string> };

/**
 * What a batch wrote: how many records it created and, for imports that change existing records,
 * how many it updated; the rows it refused against what is stored by then (recorded as failed
 * rows with the batch); the rest already existed. With their audit entries and events.
 */
export interface BatchOutcome {
  created: number;
  /** Only for run tables with an updated_count column (imports with an update mode). */
  updated?: number;
  failed?: RowError[];
  records: ChangeRecords;
}

/** The run table's queries runImport uses (see importRunsRepository). */
export interface ImportRunStore<Tables, Run extends ImportRunRow> {
  findRun(ex: Kysely<Tables>, id: string, lock?: boolean): Promise<Run | null>;
  updateRun(ex: Kysely<Tables>, id: string, progress: ImportRunProgress): Promise<Run>;
}

/**
 * One kind of spreadsheet import, as runImport runs it. The service gives its run and row-error
 * tables, the sheet's layout, the row rule and the batch insert; the state machine, resumption,
 * progress and audit of the run are runImport's.
 */
export interface ImportDefinition<Tables, Run extends ImportRunRow, Field extends string, Valid> {
  /**
   * The kind of run: the run's audit target type, and the prefix of the request id of everything
   * a run writes (`<kind>-<run id>`), by which the audit log tells imported records apart.
   */
  kind: string;
  /** The service's write path: its database, schema and relay wake-up. */
  change: ChangeDeps<Tables>;
  runs: ImportRunStore<Tables, Run>;
  rowErrors: { insertRowErrors(ex: Kysely<Tables>, runId: string, errors: RowError[]): Promise<void> };
  layout: SheetLayout<Field>;
  /** Valid rows committed per transaction: the unit of progress and of resumption. */
  batchSize: number;
  /** The uploaded workbook; null when it is no longer stored. */
  readFile(run: Run): Promise<Buffer | null>;
  /**
   * The rule each row is checked with (the form's own), prepared once per attempt and given the
   * rows in sheet order with their row numbers.
   */
  rowRule(run: Run): Promise<(values: Record<Field, string>, rowNumber: number) => RowVerdict<Valid> | Promise<RowVerdict<Valid>>>;
  /**
   * The valid rows that would fail against what is stored now (a record the row contradicts).
   * Asked at validation only when the run imports nothing unless every row is good, so such a
   * file is rejected before anything is written; otherwise insertBatch refuses those rows.
   */
  conflicts?(trx: Transaction<Tables>, run: Run, rows: ValidRow<Valid>[]): Promise<RowError[]>;
  /**
   * Where the valid rows wait between validation and their batch, for rules that depend on
   * what the import itself changes (a later check would refuse rows it already imported). Without
   * it, an attempt reads and checks the file again and continues at the run's cursor.
   */
  staging?: {
    save(trx: Transaction<Tables>, runId: string, rows: ValidRow<Valid>[]): Promise<void>;
    load(ex: Kysely<Tables>, runId: string, from: number, limit: number): Promise<ValidRow<Valid>[]>;
  };
  /** Writes one batch in its transaction, skipping rows whose record already exists. */
  insertBatch(trx: Transaction<Tables>, run: Run, rows: ValidRow<Valid>[], actor: AuditActor): Promise<BatchOutcome>;
  /**
   * Work after each committed batch that cannot be part of it (mail to the users just created),
   * also run before the first batch of an attempt for what a crashed one left. With it, a run
   * completes only once it has run after the last batch.
   */
  afterCommit?(run: Run, actor: AuditActor): Promise<void>;
  /** The run's progress as one of the service's events. */
  progressEvent(run: Run): NewEvent;
}
