import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { importResumeHarness } from '@ea/import-runs/testing';
import { createLocalObjectStorage } from '@ea/storage';
import { writeSheet } from '@ea/workbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMigrations } from '../db/migrations/index.ts';
import { DIRECTORY_SCHEMA, directoryDb } from '../db/schema.ts';
import { companyImportQueue } from './company-import-queue.ts';

const VALID = 600;
const BAD = 5;
const BATCH = 50;

const harness = importResumeHarness({
  label: 'company-import-resume',
  queue: companyImportQueue,
  migrations: [directoryMigrations],
  schema: DIRECTORY_SCHEMA,
  script: new URL('./test-fixtures/import-worker.ts', import.meta.url),
  workerEnv: (dir) => ({ DATA_DIR: dir, OBJECT_STORAGE: 'local', BATCH_SIZE: String(BATCH) }),
});
const { count } = harness;

beforeAll(harness.start);
afterAll(harness.stop);

function sampleWorkbook(): Promise<Buffer> {
  const rows = [['Name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP']];
  for (let n = 0; n < VALID; n++) {
    rows.push([`Resumed ${n}`, `R${n}`, String(3_000_000_000 + n), '', '', '']);
    if (n % (VALID / BAD) === 0) rows.push([`Broken ${n}`, '', '', '', '', '']);
  }
  return writeSheet('Companies', rows);
}

const readRun = (runId: string) =>
  directoryDb(harness.db).selectFrom('bulk_import_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();

describe('a companies import whose worker is killed mid-run', () => {
  it('continues from the last committed batch in another worker and writes every row exactly once', async () => {
    const db = directoryDb(harness.db);
    const channel = await db.insertInto('channels').values({ name: 'Resume' }).returning('id').executeTakeFirstOrThrow();
    // Where the workers' object storage (DATA_DIR/objects) finds it.
    const storage = createLocalObjectStorage({ root: join(harness.dir, 'objects') });
    const file = await storage.putContent(await sampleWorkbook());
    await storage.close();
    const runId = randomUUID();
    await db
      .insertInto('bulk_import_runs')
      .values({
        id: runId,
        channel_id: channel.id,
        content_hash: file.sha256,
        import_valid: true,
        file_name: 'resume.xlsx',
        object_key: file.key,
        created_by: 'importer',
        status: 'queued',
      })
      .execute();

    await harness.killAfterFirstBatch({ runId });
    const atCrash = await readRun(runId);
    expect(atCrash.status).toBe('importing');
    expect(atCrash.next_row).toBe(BATCH);
    expect(await count('companies')).toBe(BATCH);

    const second = harness.startWorker(0);
    const run = await harness.waitForRun(
      () => readRun(runId),
      (r) => r.status === 'completed',
    );
    console.log(
      `resumed run: ${run.created_count} created after a crash at row ${atCrash.next_row}; second worker batches ${second.events.filter((e) => e.event === 'batch').length}`,
    );

    expect(run).toMatchObject({
      total: VALID + BAD,
      done: VALID + BAD,
      failed: BAD,
      created_count: VALID,
      skipped_count: 0,
      next_row: VALID,
    });
    expect(await count('companies')).toBe(VALID);
    const distinct = await db
      .selectFrom('companies')
      .select((eb) => eb.fn.count<number>('cik').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(distinct.n)).toBe(VALID);
    expect(await count('outbox', ['type', 'company.created'])).toBe(VALID);
    expect(await count('audit_log', ['target_type', 'company'])).toBe(VALID);
    expect(await count('bulk_import_row_errors')).toBe(BAD);
    // The second worker picked the job up as a retry and did only the batches left.
    expect(second.events.filter((e) => e.event === 'batch')).toHaveLength(VALID / BATCH - 1);
    expect(second.events.every((e) => e.event !== 'batch' || e.attempt === 2)).toBe(true);
  });
});
