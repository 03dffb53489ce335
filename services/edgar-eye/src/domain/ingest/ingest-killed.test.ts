import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgarEyeTestApp, type EdgarEyeTestApp } from '../../testing/edgar-eye-test-app.ts';
import { generatedMasterIndex } from '../../testing/generated-index.ts';
import { ingestFile } from './ingest-file.ts';

const ROWS = 150_000;
const NAME = 'master.20261124.idx';
const SCRIPT = new URL('../../testing/ingest-one-file.ts', import.meta.url).pathname;

let t: EdgarEyeTestApp;

beforeAll(async () => {
  t = await createEdgarEyeTestApp('killed');
  await writeFile(join(t.sourceDir, NAME), generatedMasterIndex(ROWS, { date: '2026-11-24' }));
});

afterAll(async () => {
  await t?.close();
});

const count = async (table: 'filings' | 'index_files' | 'companies') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whether a session of the test database is writing filings right now. */
async function insertRunning(): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like '%insert into "edgar_eye"."filings"%'`.execute(
    t.database.db,
  );
  return (rows[0]?.n ?? 0) > 0;
}

describe('a process killed mid-file', () => {
  it('leaves nothing behind, and the next reading takes the whole file once', async () => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT, t.database.url, t.sourceDir, NAME], {
      stdio: 'ignore',
    });
    const exited = new Promise((done) => child.once('exit', done));
    const deadline = Date.now() + 60_000;
    while (!(await insertRunning())) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the child never reached the filings insert');
      await new Promise((wait) => setTimeout(wait, 5));
    }
    child.kill('SIGKILL');
    await exited;
    // The server rolls back the dead session's transaction once it notices the socket closed.
    await expect.poll(insertRunning, { timeout: 10_000 }).toBe(false);
    expect({ files: await count('index_files'), filings: await count('filings'), companies: await count('companies') }).toEqual({
      files: 0,
      filings: 0,
      companies: 0,
    });

    const file = await ingestFile(t.deps, t.deps.source, NAME);
    expect(file).toMatchObject({ status: 'ingested', rows: ROWS, added: ROWS });
    expect(await count('filings')).toBe(ROWS);
    expect(await ingestFile(t.deps, t.deps.source, NAME)).toMatchObject({ added: ROWS });
    expect(await count('filings')).toBe(ROWS);
    expect(await count('index_files')).toBe(1);
  });
});
