import type { RealtimeMessage } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { companyImports } from '@/api/directory/company-imports.ts';
import type { ImportRun } from '@/api/import-runs.ts';
import { applyProgress, progressText } from './run-progress.ts';

const { progressEvents } = companyImports;

const run: ImportRun = {
  id: 'run-1',
  channelId: 1,
  fileName: 'companies.xlsx',
  importValid: true,
  status: 'importing',
  total: 200,
  done: 50,
  failed: 2,
  created: 48,
  skipped: 0,
  updated: 0,
  percent: 25,
  error: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  finishedAt: null,
  errorReportUrl: null,
};

const message = (event: string, data: Record<string, unknown>): RealtimeMessage => ({
  event,
  id: 'e1',
  aggregateType: 'bulk-import',
  aggregateId: String(data.runId),
  occurredAt: '2024-01-01T00:00:01.000Z',
  data,
});

describe('applyProgress', () => {
  it('moves the run forward with the percentage, rows done and rows failed', () => {
    const next = applyProgress(
      run,
      message('bulk-import.progress', { runId: 'run-1', status: 'importing', percent: 60, done: 120, failed: 5 }),
      progressEvents,
    );
    expect(next).toMatchObject({ percent: 60, done: 120, failed: 5, status: 'importing' });
    expect(progressText(next)).toBe('120 of 200 rows · 5 failed');
  });

  it('says how many rows are done while the row count is not known yet', () => {
    const early = applyProgress(
      { ...run, total: 0, done: 0, failed: 0 },
      message('bulk-import.progress', { runId: 'run-1', percent: 40, done: 1003, failed: 3 }),
      progressEvents,
    );
    expect(progressText(early)).toBe('1,003 rows done · 3 failed');
    expect(progressText({ ...run, total: 0, done: 0, failed: 0 })).toBe('Reading the file');
  });

  it('takes the finished status from bulk-import.finished', () => {
    expect(
      applyProgress(
        run,
        message('bulk-import.finished', { runId: 'run-1', status: 'completed', percent: 100, done: 200, failed: 5 }),
        progressEvents,
      ).status,
    ).toBe('completed');
  });

  it('ignores other runs, other events and progress older than what is shown', () => {
    expect(applyProgress(run, message('bulk-import.progress', { runId: 'run-2', percent: 90, done: 180 }), progressEvents)).toBe(run);
    expect(applyProgress(run, message('company.created', { runId: 'run-1', done: 180 }), progressEvents)).toBe(run);
    // A users import's events do not move a companies run, even with the same run id.
    expect(applyProgress(run, message('user-import.progress', { runId: 'run-1', percent: 90, done: 180 }), progressEvents)).toBe(run);
    expect(applyProgress(run, message('bulk-import.progress', { runId: 'run-1', percent: 10, done: 20 }), progressEvents)).toBe(run);
  });
});
