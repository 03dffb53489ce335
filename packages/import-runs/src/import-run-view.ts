import { type ImportRunBody, importRunPercent } from '@ea/contracts';
import type { ImportRunResult } from '@ea/jobs';
import type { ImportRunRow } from './import-runs-repository.ts';

/** A run as the API shows it; ChannelId is number for imports whose runs always have a channel. */
export type ImportRunView<ChannelId extends number | null = number | null> = Omit<ImportRunBody, 'channelId'> & { channelId: ChannelId };

/** How far the run is: 100 once it ended with every row handled. */
export function percentOf(run: Pick<ImportRunRow, 'status' | 'done' | 'total'>): number {
  return importRunPercent(run);
}

/** The run's view; errorReportUrl is where the service serves this run's failed rows. */
export function importRunView<Row extends ImportRunRow>(row: Row, errorReportUrl: string): ImportRunView<Row['channel_id']> {
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
    updated: row.updated_count ?? 0,
    percent: percentOf(row),
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    errorReportUrl: row.failed > 0 ? errorReportUrl : null,
  };
}

/** What the run's job returns when it ends. */
export function importRunResult(row: ImportRunRow): ImportRunResult {
  return {
    runId: row.id,
    status: row.status,
    total: row.total,
    created: row.created_count,
    skipped: row.skipped_count,
    failed: row.failed,
  };
}
