import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';

export interface UserImportRunView {
  id: string;
  /** Null when an admin imported without naming a channel: each row named its own. */
  channelId: number | null;
  fileName: string;
  importValid: boolean;
  status: string;
  total: number;
  /** Rows handled so far, failed ones included. */
  done: number;
  failed: number;
  created: number;
  /** Valid rows whose email was registered by someone else while the run was under way. */
  skipped: number;
  percent: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** Where the failed rows can be downloaded; null while there are none. */
  errorReportUrl: string | null;
}

const FINISHED = new Set(['completed', 'rejected', 'failed']);

export function isFinished(run: Pick<UserImportRunRow, 'status'>): boolean {
  return FINISHED.has(run.status);
}

/** How far the run is: 100 once it ended with every row handled. */
export function percentOf(run: Pick<UserImportRunRow, 'status' | 'done' | 'total'>): number {
  if (run.status === 'completed' || run.status === 'rejected') return 100;
  return run.total === 0 ? 0 : Math.floor((run.done / run.total) * 100);
}

export function userImportRunView(row: UserImportRunRow): UserImportRunView {
  return {
    id: row.id,
    channelId: row.channel_id,
    fileName: row.file_name,
    importValid: row.import_valid,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    created: row.created_count,
    skipped: row.skipped_count,
    percent: percentOf(row),
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    errorReportUrl: row.failed > 0 ? `/api/user/bulkImport/${row.id}/errors` : null,
  };
}
