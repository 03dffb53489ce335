import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createLocalObjectStorage, directoryMigrations } from '@ea/directory';
import { bulkImportQueue, createQueueClient } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportWorkerProcess, spawnImportWorker } from './test-fixtures/spawn-import-worker.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'bulk-import-resume');
const client = createQueueClient(bulkImportQueue, { connection: redisUrl, prefix });
const workers: ImportWorkerProcess[] = [];
let database: TestDatabase;
let db: AnyDb;
let storageDir: string;

const VALID = 600;
const BAD = 5;
const BATCH = 50;

beforeAll(async () => {
  database = await createTestDatabase([directoryMigrations]);
  db = database.db;
  storageDir = await mkdtemp(join(tmpdir(), 'bulk-import-resume-'));
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill('SIGKILL')));
  await client.close();
  await cleanup();
  await rm(storageDir, { recursive: true, force: true });
  await database?.drop();
});

function startWorker(lingerMs: number): ImportWorkerProcess {
  const worker = spawnImportWorker({
    REDIS_URL: redisUrl,
    DATABASE_URL: database.url,
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storageDir,
    BATCH_SIZE: String(BATCH),
    LINGER_MS: String(lingerMs),
  });
  workers.push(worker);
  return worker;
}

async function sampleWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Companies');
  sheet.addRow(['Name', 'Ticker', 'CIK', 'CID', 'SIC', 'CUSIP']);
  for (let n = 0; n < VALID; n++) {
    sheet.addRow([`Resumed ${n}`, `R${n}`, String(3_000_000_000 + n), '', '', '']);
    if (n % (VALID / BAD) === 0) sheet.addRow([`Broken ${n}`, '', '', '', '', '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const count = async (table: string, where?: [string, string]) => {
  const row = await db
    .withSchema('directory')
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(where !== undefined, (q) => q.where(where![0], '=', where![1]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('a bulk import whose worker is killed mid-run', () => {
  it('continues from the last committed batch in another worker and writes every row exactly once', async () => {
    const channel = await db
      .withSchema('directory')
      .insertInto('channels')
      .values({ name: 'Resume' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createLocalObjectStorage(storageDir).put('imports/resume-sample.xlsx', await sampleWorkbook());
    const runId = randomUUID();
    await db
      .withSchema('directory')
      .insertInto('bulk_import_runs')
      .values({
        id: runId,
        channel_id: channel.id,
        content_hash: 'resume-sample',
        import_valid: true,
        file_name: 'resume.xlsx',
        object_key: 'imports/resume-sample.xlsx',
        created_by: 'importer',
        status: 'queued',
      })
      .execute();

    const first = startWorker(60_000);
    await first.waitFor((e) => e.event === 'ready');
    await client.enqueue({ runId });
    await first.waitFor((e) => e.event === 'batch');
    await first.kill('SIGKILL');
    const atCrash = await db
      .withSchema('directory')
      .selectFrom('bulk_import_runs')
      .selectAll()
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(atCrash.status).toBe('importing');
    expect(atCrash.next_row).toBe(BATCH);
    expect(await count('companies')).toBe(BATCH);

    const second = startWorker(0);
    const deadline = Date.now() + 30_000;
    let run = atCrash;
    while (run.status !== 'completed') {
      if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await db.withSchema('directory').selectFrom('bulk_import_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    }
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
      .withSchema('directory')
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
