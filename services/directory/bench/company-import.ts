import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createTestDatabase } from '@ea/db/test-database';
import { runImport } from '@ea/import-runs';
import { createLocalObjectStorage } from '@ea/storage';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { directoryMigrations } from '../src/db/migrations/index.ts';
import { DIRECTORY_SCHEMA, directoryDb } from '../src/db/schema.ts';
import { companyImportDefinition } from '../src/domain/company-import/company-import-definition.ts';
import { companyWorkbook } from '../src/testing/company-workbook.ts';

export interface CompanyImportBench {
  rows: number;
  importSeconds: number;
  copySeconds: number;
  ratio: number;
  created: number;
  targetSeconds: number;
}

const ROWS = 100_000;

function row(n: number): string[] {
  return [`Bench Company ${n}`, `B${n % 100_000}`, String(4_000_000_000 + n), '', String(1000 + (n % 8999)), ''];
}

/**
 * The companies import's work on a 100,000-row workbook (read, validate, insert in batches with
 * audit entries, events and progress), against a plain COPY of the same rows into a bare table,
 * measured in the same run on the same database.
 */
export async function runCompanyImportBench(rows = ROWS): Promise<CompanyImportBench> {
  const database = await createTestDatabase([directoryMigrations]);
  const storageDir = await mkdtemp(join(tmpdir(), 'directory-bench-import-'));
  const storage = createLocalObjectStorage({ root: storageDir });
  try {
    const file = await storage.putContent(await companyWorkbook(Array.from({ length: rows }, (_, n) => row(n))));
    await sql`insert into directory.channels (id, name) values (1, 'Bench')`.execute(database.db);
    const runId = randomUUID();
    await sql`insert into directory.bulk_import_runs (id, channel_id, content_hash, import_valid, file_name, object_key, created_by, status)
              values (${runId}, 1, ${file.sha256}, false, 'bench.xlsx', ${file.key}, 'bench', 'queued')`.execute(database.db);

    const definition = companyImportDefinition({
      db: directoryDb(database.db),
      schema: DIRECTORY_SCHEMA,
      storage,
      outboxWritten: () => {},
    });
    const importStarted = performance.now();
    const result = await runImport(definition, runId);
    const importSeconds = (performance.now() - importStarted) / 1000;

    await sql`create table bench_copy (channel_id int, name text, ticker text, cik text, cid text, sic text, cusip text)`.execute(
      database.db,
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const copyStarted = performance.now();
    try {
      const lines = (function* () {
        for (let n = 0; n < rows; n++) yield `1\t${row(n).join('\t')}\n`;
      })();
      await pipeline(lines, client.query(copyFrom('copy bench_copy from stdin')));
    } finally {
      await client.end();
    }
    const copySeconds = (performance.now() - copyStarted) / 1000;
    return { rows, importSeconds, copySeconds, ratio: importSeconds / copySeconds, created: result.created, targetSeconds: 20 };
  } finally {
    await storage.close();
    await rm(storageDir, { recursive: true, force: true });
    await database.drop();
  }
}

export function formatCompanyImportBench(b: CompanyImportBench): string {
  return [
    'Companies import (.xlsx → validated rows → companies + audit + events)',
    `  rows                  ${b.rows.toLocaleString('en-US')} (${b.created.toLocaleString('en-US')} created)`,
    `  import                ${b.importSeconds.toFixed(2)} s (target ≤ ${b.targetSeconds} s: ${b.importSeconds <= b.targetSeconds ? 'met' : 'missed'})`,
    `  plain COPY, same rows ${b.copySeconds.toFixed(2)} s`,
    `  import / COPY         ${b.ratio.toFixed(1)}×`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatCompanyImportBench(await runCompanyImportBench()));
  process.exit(0);
}
