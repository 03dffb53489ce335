import type { AnyDb } from '@ea/db';
import type { ImportRowErrorsTable, ImportRunsTable } from '@ea/import-runs';
import type { AuditLogTable } from '@ea/service-kit/use-case';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** The Postgres schema the directory owns. */
export const DIRECTORY_SCHEMA = 'directory';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  logo_key: string | null;
  logo_type: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while the channel is archived: no company can be added to it (migration 0007). */
  archived_at: NullableTimestamp;
  archived_by: string | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  channel_id: number;
  name: string;
  ticker: string;
  cik: string | null;
  cid: string | null;
  sic: string | null;
  cusip: string | null;
  fiscal_year_end: string | null;
  filer_category: string | null;
  smaller_reporting_company: Generated<boolean>;
  emerging_growth_company: Generated<boolean>;
  state_of_incorporation: string | null;
  ein: string | null;
  business_street1: string | null;
  business_street2: string | null;
  business_city: string | null;
  business_state: string | null;
  business_zip: string | null;
  business_phone: string | null;
  created_by: string | null;
  import_run_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
  search_text: ColumnType<string, never, never>;
}

/** Raised by triggers on every change to a channel's companies (see migration 0003). */
export interface CompanyVersionsTable {
  channel_id: number;
  version: number;
}

/**
 * The shared run columns (see @ea/import-runs), with a channel always set, the file in object
 * storage, and the update mode (rows naming an existing company change it) with its count.
 */
export interface CompanyImportRunsTable extends Omit<ImportRunsTable, 'channel_id' | 'updated_count'> {
  channel_id: number;
  object_key: string;
  update_existing: Generated<boolean>;
  updated_count: Generated<number>;
}

/** What became of a valid row that created no company: its company was already there, or it was updated. */
export type CompanyRowOutcome = 'existing' | 'updated';

export interface CompanyImportRowOutcomesTable {
  run_id: string;
  row_number: number;
  outcome: CompanyRowOutcome;
  row_values: ColumnType<Record<string, string>, string, string>;
}

/**
 * The directory's tables by their names within DIRECTORY_SCHEMA. The companies import keeps the
 * table names it was created with (bulk_import_*): renaming live tables would break the running
 * release's queries during a rolling deploy, for no change in behaviour.
 */
export interface DirectoryTables {
  channels: ChannelsTable;
  companies: CompaniesTable;
  company_versions: CompanyVersionsTable;
  bulk_import_runs: CompanyImportRunsTable;
  bulk_import_row_errors: ImportRowErrorsTable;
  bulk_import_row_outcomes: CompanyImportRowOutcomesTable;
  audit_log: AuditLogTable;
}

export type DirectoryDb = Kysely<DirectoryTables>;
/** A connection or a transaction: repositories take either. */
export type DirectoryExecutor = DirectoryDb | Transaction<DirectoryTables>;

/** The shared database handle bound to the directory's schema: queries name its tables unqualified. */
export function directoryDb(db: AnyDb): DirectoryDb {
  return db.withSchema(DIRECTORY_SCHEMA);
}
