import { type AccessClaims, ApiError, isAdmin } from '@ea/contracts';
import { buildErrorReport } from '@ea/workbook';
import type { IdentityDb } from '../../db/identity-database.ts';
import { listRowErrors } from '../../db/user-import-row-errors-repository.ts';
import { findRun, listRecentRuns, type UserImportRunRow } from '../../db/user-import-runs-repository.ts';
import { USER_IMPORT_LAYOUT } from './user-import-layout.ts';
import { type UserImportRunView, userImportRunView } from './user-import-view.ts';

interface ReadOptions {
  db: IdentityDb;
  claims: AccessClaims;
  runId: string;
}

/** A run the caller may see: admins see every run, a channel user manager its channel's; others answer 404. */
async function visibleRun({ db, claims, runId }: ReadOptions): Promise<UserImportRunRow> {
  const run = await findRun(db, runId);
  const visible = run !== null && (isAdmin(claims) || (run.channel_id !== null && run.channel_id === claims.channelId));
  if (!visible) throw new ApiError('notFound', 'Import not found');
  return run;
}

/** A run's status and counts. */
export async function readUserImport(options: ReadOptions): Promise<UserImportRunView> {
  return userImportRunView(await visibleRun(options));
}

/** The failed rows of a run as CSV, with the file name to download it under. */
export async function userImportErrorReport(options: ReadOptions): Promise<{ csv: string; fileName: string }> {
  const run = await visibleRun(options);
  const errors = await listRowErrors(options.db, run.id);
  const base = run.file_name.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'users-import';
  return { csv: buildErrorReport(USER_IMPORT_LAYOUT.columns, errors), fileName: `${base}-errors.csv` };
}

/** The latest runs the caller may see. */
export async function listUserImports(options: { db: IdentityDb; claims: AccessClaims; limit: number }): Promise<UserImportRunView[]> {
  const { claims } = options;
  const rows = await listRecentRuns(options.db, { all: isAdmin(claims), channelId: claims.channelId }, options.limit);
  return rows.map(userImportRunView);
}
