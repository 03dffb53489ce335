import type { AnyDb } from '@ea/db';
import type { ImportRowErrorsTable, ImportRunsTable } from '@ea/import-runs';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  logo_key: string | null;
  logo_type: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export type BulkImportStatus = 'queued' | 'validating' | 'importing' | 'completed' | 'rejected' | 'failed';

/** The shared run columns (see @ea/import-runs), with a channel always set and the file in object storage. */
export interface BulkImportRunsTable extends Omit<ImportRunsTable, 'channel_id' | 'status'> {
  channel_id: number;
  object_key: string;
  status: BulkImportStatus;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  channel_id: number | null;
  company_id: number | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string | null;
  request_id: string | null;
}

/** The directory schema's tables, schema-qualified so queries need no withSchema. */
export interface DirectoryTables {
  'directory.channels': ChannelsTable;
  'directory.companies': CompaniesTable;
  'directory.company_versions': CompanyVersionsTable;
  'directory.bulk_import_runs': BulkImportRunsTable;
  'directory.bulk_import_row_errors': ImportRowErrorsTable;
  'directory.audit_log': AuditLogTable;
}

export type DirectoryDb = Kysely<DirectoryTables>;
export type DirectoryExecutor = Kysely<DirectoryTables> | Transaction<DirectoryTables>;

/** The shared database handle, typed with the directory's tables. */
export function directoryDb(db: AnyDb): DirectoryDb {
  return db as unknown as DirectoryDb;
}
