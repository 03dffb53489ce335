import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { identityMigrations } from '@ea/identity/user-import-worker';
import { createQueueClient, userImportQueue } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportWorkerProcess, spawnImportWorker } from './test-fixtures/spawn-import-worker.ts';

const redisUrl = testRedisUrl();
const { prefix, cleanup } = createTestPrefix(redisUrl, 'user-import-resume');
const client = createQueueClient(userImportQueue, { connection: redisUrl, prefix });
const workers: ImportWorkerProcess[] = [];
let database: TestDatabase;
let db: AnyDb;
let mailDir: string;

const VALID = 120;
const BAD = 4;
const BATCH = 20;
const CHANNEL = 8801;

beforeAll(async () => {
  database = await createTestDatabase([identityMigrations]);
  db = database.db;
  mailDir = await mkdtemp(join(tmpdir(), 'user-import-resume-'));
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill('SIGKILL')));
  await client.close();
  await cleanup();
  await rm(mailDir, { recursive: true, force: true });
  await database?.drop();
});

function startWorker(lingerMs: number): ImportWorkerProcess {
  const worker = spawnImportWorker({
    REDIS_URL: redisUrl,
    DATABASE_URL: database.url,
    QUEUE_PREFIX: prefix,
    MAIL_DIR: mailDir,
    BATCH_SIZE: String(BATCH),
    LINGER_MS: String(lingerMs),
  });
  workers.push(worker);
  return worker;
}

async function sampleWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['email', 'userName', 'firstName', 'lastName', 'channel', 'roles', 'products']);
  for (let n = 0; n < VALID; n++) {
    sheet.addRow([`resumed-${n}@example.com`, `r${n}`, 'Resumed', `User ${n}`, 'Resume', 'Preparer', 'library']);
    if (n % (VALID / BAD) === 0) sheet.addRow([`broken-${n}@example.com`, '', 'Broken', 'Row', 'Resume', 'Preparer', 'library']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const count = async (table: string, where?: [string, string]) => {
  const row = await db
    .withSchema('identity')
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(where !== undefined, (q) => q.where(where![0], '=', where![1]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const readRun = (runId: string) =>
  db.withSchema('identity').selectFrom('user_import_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();

describe('a users import whose worker is killed mid-run', () => {
  it('continues from the last committed batch in another worker: every user created and mailed exactly once', async () => {
    await db.withSchema('identity').insertInto('channels').values({ id: CHANNEL, name: 'Resume' }).execute();
    const runId = randomUUID();
    await db
      .withSchema('identity')
      .insertInto('user_import_runs')
      .values({
        id: runId,
        channel_id: CHANNEL,
        content_hash: 'resume-sample',
        import_valid: true,
        file_name: 'resume.xlsx',
        created_by: 'importer',
        created_by_admin: false,
        status: 'queued',
      })
      .execute();
    await db
      .withSchema('identity')
      .insertInto('user_import_files')
      .values({ run_id: runId, bytes: await sampleWorkbook() })
      .execute();

    const first = startWorker(60_000);
    await first.waitFor((e) => e.event === 'ready');
    await client.enqueue({ runId });
    await first.waitFor((e) => e.event === 'batch');
    await first.kill('SIGKILL');
    const atCrash = await readRun(runId);
    expect(atCrash.status).toBe('importing');
    expect(atCrash.next_row).toBe(BATCH);
    expect(await count('users')).toBe(BATCH);
    expect((await readdir(mailDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(BATCH);

    const second = startWorker(0);
    const deadline = Date.now() + 30_000;
    let run = atCrash;
    while (run.status !== 'completed') {
      if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await readRun(runId);
    }
    const mails = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
    console.log(
      `resumed users import: ${run.created_count} created, ${mails.length} activation mails, after a crash at row ${atCrash.next_row}; second worker batches ${second.events.filter((e) => e.event === 'batch').length}`,
    );

    expect(run).toMatchObject({
      total: VALID + BAD,
      done: VALID + BAD,
      failed: BAD,
      created_count: VALID,
      skipped_count: 0,
      next_row: VALID,
    });
    expect(await count('users')).toBe(VALID);
    expect(await count('users', ['status', 'PROVISIONED'])).toBe(VALID);
    expect(await count('outbox', ['type', 'user.created'])).toBe(VALID);
    expect(await count('audit_log', ['action', 'Create'])).toBe(VALID);
    expect(await count('user_import_row_errors')).toBe(BAD);
    // One mail per user: the recipients are all different.
    const recipients = new Set(mails.map((f) => /-activation-(.+)-[0-9a-f]{8}\.eml$/.exec(f)?.[1]));
    expect(mails).toHaveLength(VALID);
    expect(recipients.size).toBe(VALID);
    // The second worker picked the job up as a retry and did only the batches left.
    expect(second.events.filter((e) => e.event === 'batch')).toHaveLength(VALID / BATCH - 1);
    expect(second.events.every((e) => e.event !== 'batch' || e.attempt === 2)).toBe(true);
  });
});
