import type { RunSummary } from '@ea/contracts/validator';
import type { RunRow } from '../../db/runs-repository.ts';

export function runSummary(row: RunRow): RunSummary {
  return {
    id: row.id,
    projectId: row.project_id,
    fileName: row.file_name,
    fileSize: row.file_size,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    phase: row.phase,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    counts: { error: row.error_count, inconsistency: row.inconsistency_count, warning: row.warning_count, info: row.info_count },
    factCount: row.fact_count,
    failure: row.failure,
  };
}
