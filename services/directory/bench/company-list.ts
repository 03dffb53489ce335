import type { AddressInfo } from 'node:net';
import { openDatabase } from '@ea/db';
import { createTestDatabase } from '@ea/db/test-database';
import { createQueueClients } from '@ea/jobs';
import { createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { createLocalObjectStorage } from '@ea/storage';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { directoryMigrations } from '../src/db/migrations/index.ts';
import { directoryDeps } from '../src/deps.ts';
import { registerRoutes } from '../src/register.ts';

export interface CompanyListBench {
  companies: number;
  matching: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** The same load for the first seconds of a just-started server, not counted in the figures above. */
  warmUp: { seconds: number; p50Ms: number; p99Ms: number; requestsPerSecond: number };
  targetP99Ms: number;
}

const COMPANIES = 100_000;
const CHANNELS = 10;
const SUFFIXES = ['Holdings', 'Capital', 'Industries', 'Partners', 'Energy', 'Bancorp', 'Pharma', 'Systems', 'Realty', 'Globex'];

/**
 * The company list through the real HTTP route: 100,000 companies in 10 channels, a channel
 * user's filtered, sorted second page, 50 concurrent connections for `durationSeconds`.
 *
 * The target is for a running service, so the figures are measured after `warmUpSeconds` of the
 * same load: a just-started process still compiles its hot code and opens its pool connections,
 * which shows in the tail. The warm-up's own figures are reported beside them.
 */
export async function runCompanyListBench(durationSeconds = 10, warmUpSeconds = 3): Promise<CompanyListBench> {
  const database = await createTestDatabase([directoryMigrations]);
  // The route is served through a pool of the size the service runs with (openDatabase's default),
  // not through the test database's larger one.
  const served = await openDatabase({ url: database.url });
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queues = createQueueClients({ connection: redisUrl, prefix: `bench-company-list-${process.pid}` });
  const storage = createLocalObjectStorage({ root: '/tmp/directory-bench-objects' });
  try {
    await sql`insert into directory.channels (name) select 'Channel ' || g from generate_series(1, ${CHANNELS}) g`.execute(database.db);
    await sql`
      insert into directory.companies (channel_id, name, ticker, cik, sic)
      select (g % ${CHANNELS}) + 1,
             initcap(substr(md5(g::text), 1, 8)) || ' ' || (${sql.val(SUFFIXES)}::text[])[(g / ${CHANNELS}) % ${SUFFIXES.length} + 1],
             upper(substr(md5(g::text), 9, 4)),
             lpad(g::text, 10, '0'),
             lpad((g % 9999)::text, 4, '0')
      from generate_series(1, ${COMPANIES}) g`.execute(database.db);
    await sql`vacuum analyze directory.companies`.execute(database.db);

    const keys = await generateTokenKeys();
    const token = (
      await (
        await createTokenSigner(keys.privateKeyPem)
      ).sign(
        {
          sub: 'bench-user',
          email: 'bench@example.test',
          channelId: 3,
          roles: ['Preparer'],
          modules: [],
          features: [],
          admin: false,
          singleCompanyId: null,
        },
        3600,
      )
    ).token;
    const app = await createApp({
      title: 'bench',
      version: '0',
      verifyToken: await createTokenVerifier(keys.publicKeyPem),
      healthChecks: {},
      logger: false,
    });
    const deps = directoryDeps({ db: served.db, storage, outboxWritten: () => {}, queue: (def) => queues.of(def) });
    await app.register(async (scope) => registerRoutes(scope, deps));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const path = '/api/company?filter=globex&sort=name&order=asc&page=2&size=10';
    const probe = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const matching = ((await probe.json()) as { total: number }).total;
    // The load generator runs in a worker thread so it does not share the server's event loop.
    const load = (duration: number) =>
      autocannon({
        workers: 1,
        url: `http://127.0.0.1:${port}${path}`,
        connections: 50,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
    const warmUp = await load(warmUpSeconds);
    const result = await load(durationSeconds);
    await app.close();
    return {
      companies: COMPANIES,
      matching,
      requests: result.requests.total,
      errors: result.errors + result.non2xx,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requestsPerSecond: result.requests.average,
      warmUp: {
        seconds: warmUpSeconds,
        p50Ms: warmUp.latency.p50,
        p99Ms: warmUp.latency.p99,
        requestsPerSecond: warmUp.requests.average,
      },
      targetP99Ms: 25,
    };
  } finally {
    await served.close();
    await queues.close();
    await storage.close();
    await database.drop();
  }
}

export function formatCompanyListBench(b: CompanyListBench): string {
  return [
    'Company list (GET /api/company, filter + sort + page 2, channel user, 50 connections)',
    `  companies seeded      ${b.companies.toLocaleString('en-US')} (${b.matching} match the filter in the caller's channel)`,
    `  first ${b.warmUp.seconds} s (warm-up)   p50 ${b.warmUp.p50Ms} ms / p99 ${b.warmUp.p99Ms} ms, ${Math.round(b.warmUp.requestsPerSecond)} req/s (not counted below)`,
    `  requests              ${b.requests.toLocaleString('en-US')} (${b.errors} errors), ${Math.round(b.requestsPerSecond)} req/s`,
    `  latency p50 / p99     ${b.p50Ms} ms / ${b.p99Ms} ms (target p99 ≤ ${b.targetP99Ms} ms: ${b.p99Ms <= b.targetP99Ms ? 'met' : 'missed'})`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatCompanyListBench(await runCompanyListBench()));
  process.exit(0);
}
