import { type ImportRunView, importRunView } from '@ea/import-runs';
import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';

export interface UserImportRunView extends ImportRunView<number | null> {
  /** Null when an admin imported without naming a channel: each row named its own. */
  channelId: number | null;
  /** Valid rows whose email was registered by someone else while the run was under way. */
  skipped: number;
}

const FINISHED = new Set(['completed', 'rejected', 'failed']);

export function isFinished(run: Pick<UserImportRunRow, 'status'>): boolean {
  return FINISHED.has(run.status);
}

export function userImportRunView(row: UserImportRunRow): UserImportRunView {
  return importRunView(row, `/api/user/bulkImport/${row.id}/errors`);
}
