import { randomUUID } from 'node:crypto';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowErrorsRepository } from './import-row-errors-repository.ts';
import { importRunView } from './import-run-view.ts';
import { type ImportRunRow, importRunsRepository, type NewImportRun } from './import-runs-repository.ts';
import { createRunTables } from './test-fixtures/run-tables.ts';

const SCHEMA = 'imports_under_test';
let database: TestDatabase;
let db: AnyDb;

const runs = importRunsRepository<AnyDb, ImportRunRow, NewImportRun>({ schema: SCHEMA, table: 'runs', fileConstraint: 'runs_file' });
const rowErrors = importRowErrorsRepository<AnyDb>({ schema: SCHEMA, table: 'row_errors' });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createRunTables(db, SCHEMA);
});

afterAll(async () => {
  await database?.drop();
});

const newRun = (channelId: number | null, contentHash: string): NewImportRun => ({
  id: randomUUID(),
  channel_id: channelId,
  content_hash: contentHash,
  import_valid: true,
  file_name: `${contentHash}.xlsx`,
  created_by: 'importer',
  created_by_email: null,
});

describe('import runs in the caller’s schema', () => {
  it('makes the same file into the same channel, or into none, one run', async () => {
    for (const channelId of [7, null]) {
      const first = await runs.insertRunOnce(db, newRun(channelId, 'same-file'));
      const again = await runs.insertRunOnce(db, newRun(channelId, 'same-file'));
      expect(first).toMatchObject({ created: true, run: { channel_id: channelId, status: 'queued' } });
      expect(again).toMatchObject({ created: false, run: { id: first.run.id } });
    }
    const other = await runs.insertRunOnce(db, newRun(8, 'same-file'));
    expect(other.created).toBe(true);
  });

  it('records progress, stamps the end, and lists the latest runs of a channel or of all', async () => {
    const { run } = await runs.insertRunOnce(db, newRun(9, 'progress'));
    const half = await runs.updateRun(db, run.id, { status: 'importing', total: 10, done: 5, failed: 1 });
    expect(half.finished_at).toBeNull();
    expect(importRunView(half, `/errors/${run.id}`)).toMatchObject({ percent: 50, failed: 1, errorReportUrl: `/errors/${run.id}` });
    const done = await runs.updateRun(db, run.id, { status: 'completed', done: 10, finished: true });
    expect(done.finished_at).toBeInstanceOf(Date);
    expect(importRunView(done, 'unused').percent).toBe(100);
    expect(await runs.findRun(db, run.id)).toMatchObject({ id: run.id, status: 'completed', done: 10 });

    expect((await runs.listRecentRuns(db, { all: false, channelId: 9 }, 10)).map((r) => r.id)).toEqual([run.id]);
    expect(await runs.listRecentRuns(db, { all: false, channelId: null }, 10)).toEqual([]);
    const all = await runs.listRecentRuns(db, { all: true, channelId: null }, 10);
    expect(all.length).toBeGreaterThan(1);
    expect(all[0]!.id).toBe(run.id);
  });

  it('keeps a run’s failed rows as first recorded, in row order', async () => {
    const { run } = await runs.insertRunOnce(db, newRun(10, 'errors'));
    await rowErrors.insertRowErrors(db, run.id, [
      { rowNumber: 4, values: { name: 'b' }, messages: { name: 'Too long' } },
      { rowNumber: 2, values: { name: '' }, messages: { name: 'Required' } },
    ]);
    await rowErrors.insertRowErrors(db, run.id, [{ rowNumber: 2, values: { name: 'later' }, messages: { name: 'Other' } }]);
    expect(await rowErrors.listRowErrors(db, run.id)).toEqual([
      { rowNumber: 2, values: { name: '' }, messages: { name: 'Required' } },
      { rowNumber: 4, values: { name: 'b' }, messages: { name: 'Too long' } },
    ]);
  });
});
