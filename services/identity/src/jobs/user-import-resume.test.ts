import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { importResumeHarness } from '@ea/import-runs/testing';
import { createLocalObjectStorage } from '@ea/storage';
import { writeSheet } from '@ea/workbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMigrations } from '../db/migrations/index.ts';
import { IDENTITY_SCHEMA, identityDb } from '../db/schema.ts';
import { userImportQueue } from './user-import-queue.ts';

const VALID = 120;
const BAD = 4;
const BATCH = 20;
const CHANNEL = 8801;

const harness = importResumeHarness({
  label: 'user-import-resume',
  queue: userImportQueue,
  migrations: [identityMigrations],
  schema: IDENTITY_SCHEMA,
  script: new URL('./test-fixtures/import-worker.ts', import.meta.url),
  workerEnv: (dir) => ({
    DATA_DIR: dir,
    OBJECT_STORAGE: 'local',
    MAIL_DIR: join(dir, 'mail'),
    PUBLIC_URL: 'http://app.test',
    BATCH_SIZE: String(BATCH),
  }),
});
const { count } = harness;

beforeAll(harness.start);
afterAll(harness.stop);

function sampleWorkbook(): Promise<Buffer> {
  const rows = [['email', 'userName', 'firstName', 'lastName', 'channel', 'roles', 'products']];
  for (let n = 0; n < VALID; n++) {
    rows.push([`resumed-${n}@example.com`, `r${n}`, 'Resumed', `User ${n}`, 'Resume', 'Preparer', 'library']);
    if (n % (VALID / BAD) === 0) rows.push([`broken-${n}@example.com`, '', 'Broken', 'Row', 'Resume', 'Preparer', 'library']);
  }
  return writeSheet('Users', rows);
}

const readRun = (runId: string) =>
  identityDb(harness.db).selectFrom('user_import_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
const mails = async () => (await readdir(join(harness.dir, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

describe('a users import whose worker is killed mid-run', () => {
  it('continues from the last committed batch in another worker: every user created and mailed exactly once', async () => {
    const db = identityDb(harness.db);
    await db.insertInto('channels').values({ id: CHANNEL, name: 'Resume' }).execute();
    // Where the workers' object storage (DATA_DIR/objects) finds it.
    const storage = createLocalObjectStorage({ root: join(harness.dir, 'objects') });
    const file = await storage.putContent(await sampleWorkbook());
    await storage.close();
    const runId = randomUUID();
    await db
      .insertInto('user_import_runs')
      .values({
        id: runId,
        channel_id: CHANNEL,
        content_hash: file.sha256,
        import_valid: true,
        file_name: 'resume.xlsx',
        object_key: file.key,
        created_by: 'importer',
        created_by_email: null,
        created_by_admin: false,
        status: 'queued',
      })
      .execute();

    await harness.killAfterFirstBatch({ runId });
    const atCrash = await readRun(runId);
    expect(atCrash.status).toBe('importing');
    expect(atCrash.next_row).toBe(BATCH);
    expect(await count('users')).toBe(BATCH);
    expect(await mails()).toHaveLength(BATCH);

    const second = harness.startWorker(0);
    const run = await harness.waitForRun(
      () => readRun(runId),
      (r) => r.status === 'completed',
    );
    const sent = await mails();
    console.log(
      `resumed users import: ${run.created_count} created, ${sent.length} activation mails, after a crash at row ${atCrash.next_row}; second worker batches ${second.events.filter((e) => e.event === 'batch').length}`,
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
    const recipients = new Set(sent.map((f) => /-activation-(.+)-[0-9a-f]{8}\.eml$/.exec(f)?.[1]));
    expect(sent).toHaveLength(VALID);
    expect(recipients.size).toBe(VALID);
    // The second worker picked the job up as a retry and did only the batches left.
    expect(second.events.filter((e) => e.event === 'batch')).toHaveLength(VALID / BATCH - 1);
    expect(second.events.every((e) => e.event !== 'batch' || e.attempt === 2)).toBe(true);
  });
});
