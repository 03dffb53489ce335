import { type ImportRunProgress, importRunsRepository, type NewImportRun } from '@ea/import-runs';
import type { Selectable } from 'kysely';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';
import type { IdentityExecutor, UserImportRunsTable, UserImportStatus } from './identity-database.ts';

export type UserImportRunRow = Selectable<UserImportRunsTable>;

export interface NewUserImportRun extends NewImportRun {
  /** The rows are checked with the uploader's rights (only admins grant the Admin role). */
  created_by_admin: boolean;
}

export type RunProgress = ImportRunProgress<UserImportStatus>;

/**
 * insertRunOnce adds a run unless the same file was already imported into the channel (or with
 * no channel) in the same mode; listRecentRuns gives all runs for admins, else those into the
 * given channel.
 */
export const { insertRunOnce, findRun, updateRun, listRecentRuns } = importRunsRepository<
  IdentityExecutor,
  UserImportRunRow,
  NewUserImportRun
>({
  schema: IDENTITY_SCHEMA,
  table: 'user_import_runs',
  fileConstraint: 'user_import_runs_file',
});
