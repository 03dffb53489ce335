/**
 * Library search over 10,000 documents (three topics each, every topic with an earlier revision
 * the search must skip): the search use case with its headlines, as an admin sees the whole
 * library and as a channel user sees a tenth of it.
 *
 *   node --import tsx services/library/bench/search.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { AccessClaims } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { createTestDatabase } from '@ea/db/test-database';
import { createRedisStreamsBus } from '@ea/events';
import { createQueueClients } from '@ea/jobs';
import type { Caller } from '@ea/service-kit/use-case';
import { createLocalObjectStorage } from '@ea/storage';
import { sql } from 'kysely';
import { libraryMigrations } from '../src/db/migrations/index.ts';
import { libraryDeps } from '../src/deps.ts';
import { searchDocuments } from '../src/domain/search/search-documents.ts';

export interface SearchBench {
  documents: number;
  revisions: number;
  queries: { q: string; hits: number }[];
  admin: Percentiles;
  channelUser: Percentiles;
  targetP95Ms: number;
}

interface Percentiles {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const DOCUMENTS = 10_000;
const TOPICS_PER_DOCUMENT = 3;
const CHANNELS = 10;
const COMPANIES_PER_CHANNEL = 5;
const WORDS_PER_TOPIC = 150;
const RUNS_PER_QUERY = 40;

/** Words of filings, the first ones far more frequent (picked with a squared random index), and rare terms. */
const FILING_WORDS = (
  'the of and to in revenue company total net income tax assets liabilities cash operating lease deferred equity ' +
  'stock shares period quarter year ended december march june september fair value goodwill impairment segment ' +
  'customers contracts receivable inventory debt interest expense depreciation amortization restructuring ' +
  'compensation pension derivative hedge currency acquisition disposal discontinued operations earnings per ' +
  'diluted basic dividends repurchase covenant credit facility maturity notes commitments contingencies litigation'
).split(' ');
const TITLE_WORDS = ['Quarterly', 'Annual', 'Report', 'Statement', 'Proxy', 'Prospectus', 'Supplement', 'Notes', 'Exhibit', 'Summary'];

const QUERIES = ['revenue', 'deferred tax', '"operating lease"', 'goodwill impairment -restructuring', 'rareterm1234', 'quarterly report'];

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { runs: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), maxMs: round(sorted.at(-1)!) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function caller(claims: Partial<AccessClaims>): Caller {
  return {
    claims: {
      sub: 'bench',
      email: 'bench@example.test',
      channelId: null,
      roles: ['Preparer'],
      modules: [5],
      features: [],
      admin: false,
      singleCompanyId: null,
      issuedAt: Date.now(),
      ...claims,
    },
    actor: { actorId: 'bench', actorEmail: 'bench@example.test', ip: null, requestId: null },
  };
}

/** 10,000 documents of 50 companies in 10 channels, three topics each, every topic with two revisions (the second current). */
export async function seedSearchBench(db: AnyDb): Promise<void> {
  const companies = CHANNELS * COMPANIES_PER_CHANNEL;
  await sql`insert into library.companies (id, channel_id, deleted)
    select g, (g - 1) / ${COMPANIES_PER_CHANNEL} + 1, false from generate_series(1, ${companies}) g`.execute(db);
  await sql`insert into library.documents (id, company_id, document_type, title, form_type, period_end_date, content_kind,
      current_version_id, version_number, locked, created_at, updated_at)
    select gen_random_uuid(), (g % ${companies}) + 1, 3,
      (${sql.val(TITLE_WORDS)}::text[])[g % 10 + 1] || ' ' || (${sql.val(TITLE_WORDS)}::text[])[(g / 10) % 10 + 1] || ' ' || g,
      '10-Q', date '2024-03-31', 'model', gen_random_uuid(), 2, false, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${DOCUMENTS}) g`.execute(db);
  await sql`insert into library.topics (id, document_id, position, created_at)
    select gen_random_uuid(), d.id, p, now() from library.documents d, generate_series(0, ${TOPICS_PER_DOCUMENT - 1}) p`.execute(db);
  // Two revisions per topic: the earlier one (words the search must not find) and the current one.
  for (const number of [1, 2]) {
    await sql`insert into library.topic_revisions (id, topic_id, number, title, model, text, hash)
      select gen_random_uuid(), t.id, ${number}, 'Note ' || t.position, '{"type":"doc"}'::jsonb,
        (select string_agg(
           case when random() < 0.9 then (${sql.val(FILING_WORDS)}::text[])[1 + floor(power(random(), 2) * ${FILING_WORDS.length})::int]
                else 'rareterm' || floor(random() * 5000)::int end, ' ')
         from generate_series(1, ${WORDS_PER_TOPIC}) w where t.id is not null),
        'bench'
      from library.topics t`.execute(db);
  }
  await sql`update library.topics t set current_revision_id = r.id from library.topic_revisions r where r.topic_id = t.id and r.number = 2`.execute(
    db,
  );
  await sql`vacuum analyze`.execute(db);
}

export async function runSearchBench(): Promise<SearchBench> {
  const database = await createTestDatabase([libraryMigrations]);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const bus = createRedisStreamsBus({ redis: redisUrl, prefix: `bench-library-search-${randomUUID().slice(0, 8)}`, partitions: 1 });
  const storage = createLocalObjectStorage({ root: '/tmp/library-search-bench-objects' });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  // The search queues nothing; the producers connect only when used.
  const queues = createQueueClients({ connection: redisUrl });
  const deps = libraryDeps({ db: database.db, bus, storage, outboxWritten: () => {}, queue: (def) => queues.of(def) }, quiet);
  try {
    const db = database.db;
    await seedSearchBench(db);
    const revisions = await sql<{ n: number }>`select count(*)::int as n from library.topic_revisions`.execute(db);

    const admin = caller({ sub: '1', admin: true });
    const channelUser = caller({ channelId: 3 });
    const queries: { q: string; hits: number }[] = [];
    for (const q of QUERIES) {
      const page = await searchDocuments({ deps, caller: admin }, { q, page: 1, size: 10 });
      queries.push({ q, hits: page.total });
    }
    const measure = async (who: Caller) => {
      const samples: number[] = [];
      for (let run = 0; run < RUNS_PER_QUERY; run++) {
        for (const q of QUERIES) {
          const started = performance.now();
          await searchDocuments({ deps, caller: who }, { q, page: 1 + (run % 3), size: 10 });
          samples.push(performance.now() - started);
        }
      }
      return percentiles(samples);
    };
    // The first runs compile the hot code and fill the caches: not counted.
    await measure(admin);
    return {
      documents: DOCUMENTS,
      revisions: revisions.rows[0]!.n,
      queries,
      admin: await measure(admin),
      channelUser: await measure(channelUser),
      targetP95Ms: 50,
    };
  } finally {
    await queues.close();
    await bus.close();
    await storage.close();
    await database.drop();
  }
}

export function formatSearchBench(b: SearchBench): string {
  const line = (label: string, p: Percentiles) =>
    `  ${label.padEnd(22)}p50 ${p.p50Ms} ms / p95 ${p.p95Ms} ms / max ${p.maxMs} ms over ${p.runs} searches (target p95 ≤ ${b.targetP95Ms} ms: ${p.p95Ms <= b.targetP95Ms ? 'met' : 'missed'})`;
  return [
    'Library search (titles and current topics, ranked, headlines, pages 1–3 of 10)',
    `  documents seeded      ${b.documents.toLocaleString('en-US')} with ${b.revisions.toLocaleString('en-US')} topic revisions`,
    `  queries               ${b.queries.map((x) => `${x.q} (${x.hits.toLocaleString('en-US')} hits)`).join(', ')}`,
    line('admin (all)', b.admin),
    line('channel user (1/10)', b.channelUser),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatSearchBench(await runSearchBench()));
  process.exit(0);
}
