import type { Module } from '@ea/contracts';
import type { ValidationMethod, ValidationSeverity } from '@ea/contracts/validator';
import type { AnyDb } from '@ea/db';
import type { AuditLogTable } from '@ea/service-kit/use-case';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** The Postgres schema the Validator owns. */
export const VALIDATOR_SCHEMA = 'validator';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The directory's companies as the Validator learns them from its events: scope, and the names its lists show. */
export interface CompaniesTable {
  id: number;
  channel_id: number;
  deleted: boolean;
  name: string;
  cik: string | null;
  ticker: string | null;
  updated_at: Timestamp;
}

/** The modules whose projects this schema keeps: the Validator (10) and EAsyView (1). */
export type ProjectModule = typeof Module.validator | typeof Module.easyview;

export interface ProjectsTable {
  id: Generated<number>;
  company_id: number;
  module: ProjectModule;
  name: string;
  form_description: string;
  method: ValidationMethod;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RunKind = 'ixbrl' | 'xbrl' | 'zip';
export type StoredRunState = 'queued' | 'running' | 'passed' | 'failed' | 'crashed';

export interface RunsTable {
  id: Generated<number>;
  project_id: number;
  file_name: string;
  file_size: number;
  kind: RunKind;
  storage_key: string;
  state: StoredRunState;
  progress: Generated<number>;
  phase: string;
  error_count: Generated<number>;
  inconsistency_count: Generated<number>;
  warning_count: Generated<number>;
  info_count: Generated<number>;
  fact_count: number | null;
  failure: string | null;
  requested_by: string;
  requested_at: Timestamp;
  /** Last change by the processor: the sweeper re-drives a live run that has not moved for long. */
  touched_at: Timestamp;
  /** Times the run was handed to the queue (the sweeper's re-drives counted): it gives up past a bound. */
  generation: Generated<number>;
  finished_at: NullableTimestamp;
}

export interface RunMessagesTable {
  id: Generated<number>;
  run_id: number;
  severity: ValidationSeverity;
  rule_id: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  element: string | null;
  fact_id: string | null;
}

export interface TaxonomyPackagesTable {
  id: Generated<number>;
  module: ProjectModule;
  channel_id: number;
  identifier: string;
  name: string;
  version: string;
  file_name: string;
  size: number;
  entry_points: ColumnType<{ name: string; url: string }[], string, string>;
  mapped_urls: ColumnType<string[], string, string>;
  storage_key: string;
  uploaded_by: string;
  uploaded_at: Timestamp;
}

export interface ValidatorTables {
  companies: CompaniesTable;
  projects: ProjectsTable;
  runs: RunsTable;
  run_messages: RunMessagesTable;
  taxonomy_packages: TaxonomyPackagesTable;
  audit_log: AuditLogTable;
}

export type ValidatorDb = Kysely<ValidatorTables>;
export type ValidatorExecutor = ValidatorDb | Transaction<ValidatorTables>;

export function validatorDb(db: AnyDb): ValidatorDb {
  return db.withSchema(VALIDATOR_SCHEMA);
}
