import type { AnyDb } from '@ea/db';
import type { AuditLogTable } from '@ea/service-kit/use-case';
import { type ColumnType, type Generated, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';

/** The Postgres schema EdgarEye owns. */
export const EDGAR_EYE_SCHEMA = 'edgar_eye';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** CIKs reach 10 digits, beyond a Postgres integer: bigint, read back as text by pg and parsed. */
type Cik = ColumnType<string, number | string, number | string>;
type DateColumn = ColumnType<string, string, string>;

/** One index file taken in (or refused): the unit of idempotent ingestion. */
export interface IndexFilesTable {
  id: Generated<number>;
  name: string;
  content_hash: string;
  status: 'ingested' | 'rejected';
  layout: string | null;
  rows: number;
  added: number;
  errors: ColumnType<{ line: number; message: string }[], string, string>;
  ingested_at: Timestamp;
}

/** A filing as the index lists it: one row per filer (a Form 4 is listed under its owner and its issuer). */
export interface FilingsTable {
  accession: string;
  cik: Cik;
  company_name: string;
  form_type: string;
  date_filed: DateColumn;
  file_name: string;
  index_file_id: number | null;
  ingested_at: Timestamp;
}

export interface CompaniesTable {
  cik: Cik;
  name: string;
  tickers: ColumnType<string[], string[] | undefined, string[]>;
  former_names: ColumnType<{ name: string; from: string | null; to: string | null }[], string | undefined, string>;
  updated_at: Timestamp;
}

export interface FormTypesTable {
  form_type: string;
  filings: ColumnType<string, number | string, number | string>;
}

export interface FilingDocumentsTable {
  accession: string;
  name: string;
  size: number | null;
  last_modified: string | null;
}

export interface AlertsTable {
  id: Generated<number>;
  user_id: string;
  user_email: string;
  cik: Cik;
  form_types: ColumnType<string[], string[] | undefined, string[]>;
  notify_by_email: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GeneratedAlertsTable {
  id: Generated<number>;
  alert_id: number;
  user_id: string;
  accession: string;
  cik: Cik;
  created_at: Timestamp;
  seen_at: NullableTimestamp;
}

export interface EdgarEyeTables {
  index_files: IndexFilesTable;
  filings: FilingsTable;
  companies: CompaniesTable;
  form_types: FormTypesTable;
  filing_documents: FilingDocumentsTable;
  alerts: AlertsTable;
  generated_alerts: GeneratedAlertsTable;
  audit_log: AuditLogTable;
}

export type EdgarEyeDb = Kysely<EdgarEyeTables>;
export type EdgarEyeExecutor = EdgarEyeDb | Transaction<EdgarEyeTables>;

export function edgarEyeDb(db: AnyDb): EdgarEyeDb {
  return db.withSchema(EDGAR_EYE_SCHEMA);
}

/** A table of the schema in raw SQL, which withSchema does not qualify. */
export function edgarEyeTable(name: keyof EdgarEyeTables) {
  return sql.id(EDGAR_EYE_SCHEMA, name);
}

/** The similar-name key of a company's name (migration 0003), as SQL: the one its trigram index is built on. */
export function companyNameKey(name: RawBuilder<unknown> | string) {
  return sql`${sql.id(EDGAR_EYE_SCHEMA, 'company_name_key')}(${name})`;
}
