import { importRowErrorsRepository, importRunsRepository, type NewImportRun } from '@ea/import-runs';
import type { Selectable } from 'kysely';
import { IDENTITY_SCHEMA, type IdentityExecutor, type UserImportRunsTable } from './schema.ts';

export type UserImportRunRow = Selectable<UserImportRunsTable>;

export interface NewUserImportRun extends NewImportRun {
  /** The rows are checked with the uploader's rights (only admins grant the Admin role). */
  created_by_admin: boolean;
  object_key: string;
}

/** The users import's runs: one per file, channel (or none) and mode (see importRunsRepository). */
export const userImportRuns = importRunsRepository<IdentityExecutor, UserImportRunRow, NewUserImportRun>({
  schema: IDENTITY_SCHEMA,
  table: 'user_import_runs',
  fileConstraint: 'user_import_runs_file',
});

/** The failed rows of the users import's runs. */
export const userImportRowErrors = importRowErrorsRepository<IdentityExecutor>({
  schema: IDENTITY_SCHEMA,
  table: 'user_import_row_errors',
});
