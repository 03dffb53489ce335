/**
 * EdgarEye's figures: ingestion rate of a generated daily index of 300,000 filings (parse and
 * write, through the same use case the poll runs), and search p95 over a filing index generated in
 * Postgres with skewed distributions (a few companies file most: Form 4 insiders, funds) and names
 * made of real EDGAR filers' words, for a name prefix, a misspelt name, a CIK and a form type over a month.
 *
 *   node --import tsx services/edgar-eye/bench/edgar-eye.ts      (EDGAR_BENCH_FILINGS=20000000 by default)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestDatabase } from '@ea/db/test-database';
import { sql } from 'kysely';
import { edgarEyeMigrations } from '../src/db/migrations/index.ts';
import { edgarEyeDeps } from '../src/deps.ts';
import { parseIndexFile } from '../src/domain/index-files/index.ts';
import { ingestFile } from '../src/domain/ingest/ingest-file.ts';
import { type FilingSearch, searchFilings } from '../src/domain/search/search-filings.ts';
import { directorySource } from '../src/domain/sources/directory-source.ts';
import { generatedMasterIndex } from '../src/testing/generated-index.ts';
import { realNameParts } from './real-name-parts.ts';

const INGEST_ROWS = 300_000;
const INGEST_TARGET_ROWS_PER_S = 50_000;
const SEARCH_TARGET_P95_MS = 50;
const RUNS = 60;
const COMPANIES = 800_000;

export interface EdgarEyeBench {
  ingest: { rows: number; parseMs: number; totalMs: number; rowsPerSecond: number; target: number };
  index: { filings: number; companies: number; loadSeconds: number };
  searches: { name: string; p50Ms: number; p95Ms: number; total: number }[];
  searchTargetP95Ms: number;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

export async function runEdgarEyeBench(filings = Number(process.env.EDGAR_BENCH_FILINGS ?? 20_000_000)): Promise<EdgarEyeBench> {
  const database = await createTestDatabase([edgarEyeMigrations]);
  const dir = await mkdtemp(join(tmpdir(), 'edgar-eye-bench-'));
  try {
    const source = directorySource(dir);
    const deps = {
      ...edgarEyeDeps({ db: database.db, outboxWritten: () => {}, env: {} }, source),
      now: () => new Date('2026-11-24T15:00:00Z'),
    };

    // Ingestion: one daily file of 300,000 rows, parsed and written in one transaction.
    const text = generatedMasterIndex(INGEST_ROWS, { date: '2026-11-24', firstCik: 9_000_000_000, seed: 9 });
    await writeFile(join(dir, 'master.20261124.idx'), text);
    const parseStarted = performance.now();
    parseIndexFile(text, 'master.20261124.idx');
    const parseMs = performance.now() - parseStarted;
    const started = performance.now();
    const file = await ingestFile(deps, source, 'master.20261124.idx');
    const totalMs = performance.now() - started;
    if (file?.added !== INGEST_ROWS) throw new Error(`ingested ${file?.added} of ${INGEST_ROWS}`);

    // The index to search: companies with generated names, filings skewed towards a few filers.
    const loadStarted = performance.now();
    const companies = sql.id('edgar_eye', 'companies');
    const table = sql.id('edgar_eye', 'filings');
    const { firsts, rests } = await realNameParts();
    // g is a bigint: g × 104729 passes an integer's range past 20,000 companies.
    await sql`insert into ${companies} (cik, name, tickers)
      select g, (${firsts}::text[])[1 + ((g * 7919) % ${firsts.length})::int] || ' ' || (${rests}::text[])[1 + ((g * 104729) % ${rests.length})::int],
             case when g % 10 = 0 then array['T' || g] else '{}' end
      from generate_series(1::bigint, ${COMPANIES}) g`.execute(database.db);
    // Generated as a bulk load is done: the search indexes dropped first and built once after from
    // their own definitions (sorted builds), not updated row by row in random order.
    const searchIndexes = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = 'edgar_eye' and tablename = 'filings'
        and indexname not in (select conname from pg_constraint where conrelid = 'edgar_eye.filings'::regclass)`.execute(database.db);
    for (const { indexname } of searchIndexes.rows) await sql`drop index ${sql.id('edgar_eye', indexname)}`.execute(database.db);
    await sql`insert into ${table} (accession, cik, company_name, form_type, date_filed, file_name)
      select lpad((g % 9999999999)::text, 10, '0') || '-' || lpad(((g / 999999) % 100)::text, 2, '0') || '-' || lpad((g % 999999)::text, 6, '0'),
             c, 'company ' || c,
             (array['4','4','4','4','4','8-K','8-K','10-Q','SC 13G/A','13F-HR','D','424B2','497','10-K','S-1','DEF 14A'])[1 + g % 16],
             date '2016-01-01' + (g % 3650),
             'edgar/data/' || c || '/x.txt'
      from (select g, 1 + floor(power(random(), 3) * ${COMPANIES})::bigint as c from generate_series(1, ${filings}) g) s`.execute(
      database.db,
    );
    await database.db.connection().execute(async (connection) => {
      await sql`set maintenance_work_mem = '1GB'`.execute(connection);
      for (const { indexdef } of searchIndexes.rows) await sql.raw(indexdef).execute(connection);
    });
    // What autovacuum does to tables just loaded (the filings' own setting, migration 0004, has it
    // follow every 0.5% of new rows): statistics, and a visibility map current enough for
    // index-only counts.
    await sql`vacuum (analyze) ${table}`.execute(database.db);
    await sql`vacuum (analyze) ${companies}`.execute(database.db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const busiest = await sql<{ cik: string }>`select cik from ${table} group by cik order by count(*) desc limit 1`.execute(database.db);
    // The searches start from one company's name, as a user who knows it would type it.
    const known = await sql<{ name: string }>`select name from ${companies} where cik = 424242`.execute(database.db);
    const name = known.rows[0]!.name.toLowerCase();
    const [first = '', second = ''] = name.split(' ');
    const misspelt = `${first.slice(0, 1)}${first.slice(2, 3)}${first.slice(1, 2)}${first.slice(3)} ${name.slice(first.length + 1)}`;
    const cases: [string, FilingSearch][] = [
      [`name prefix "${first}" (a common first word)`, { q: first, size: 10 }],
      [`name prefix "${first} ${second.slice(0, 3)}" (a few companies)`, { q: `${first} ${second.slice(0, 3)}`, size: 10 }],
      [`misspelt name "${misspelt}" (similar names)`, { q: misspelt, size: 10 }],
      [`CIK ${busiest.rows[0]?.cik} (the busiest filer)`, { cik: Number(busiest.rows[0]?.cik), size: 10 }],
      ['form 8-K over a month (custom range)', { form: '8-K', range: 'Custom Range', from: '2024-03-01', to: '2024-03-31', size: 10 }],
    ];
    const searches: EdgarEyeBench['searches'] = [];
    for (const [name, search] of cases) {
      const samples: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS + 5; run += 1) {
        const at = performance.now();
        const page = await searchFilings(deps, { ...search, page: 1 + (run % 5) });
        if (run >= 5) samples.push(performance.now() - at);
        total = page.total;
      }
      searches.push({ name, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), total });
    }
    return {
      ingest: {
        rows: INGEST_ROWS,
        parseMs: Math.round(parseMs),
        totalMs: Math.round(totalMs),
        rowsPerSecond: Math.round(INGEST_ROWS / (totalMs / 1000)),
        target: INGEST_TARGET_ROWS_PER_S,
      },
      index: { filings, companies: COMPANIES, loadSeconds: Math.round(loadSeconds) },
      searches,
      searchTargetP95Ms: SEARCH_TARGET_P95_MS,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

export function formatEdgarEyeBench(b: EdgarEyeBench): string {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    'EdgarEye',
    `  ingestion of a generated daily index: ${b.ingest.rows.toLocaleString('en-US')} rows in ${b.ingest.totalMs} ms (parse ${b.ingest.parseMs} ms)` +
      ` = ${b.ingest.rowsPerSecond.toLocaleString('en-US')} rows/s (target ≥ ${b.ingest.target.toLocaleString('en-US')}: ${met(b.ingest.rowsPerSecond >= b.ingest.target)})`,
    `  search over ${b.index.filings.toLocaleString('en-US')} filings of ${b.index.companies.toLocaleString('en-US')} companies (loaded in ${b.index.loadSeconds} s), ${RUNS} runs each:`,
    ...b.searches.map(
      (s) =>
        `    ${s.name}: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, ${s.total.toLocaleString('en-US')} matches (target p95 ≤ ${b.searchTargetP95Ms} ms: ${met(s.p95Ms <= b.searchTargetP95Ms)})`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatEdgarEyeBench(await runEdgarEyeBench()));
  process.exit(0);
}
