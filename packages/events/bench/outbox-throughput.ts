/**
 * Outbox throughput: writes events through the transactional outbox, relays them to the Redis
 * Streams bus and consumes them with a two-member consumer group, then reports events per second
 * and the latency from occurredAt (the write) to the handler.
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… node --import tsx packages/events/bench/outbox-throughput.ts [--events 20000]
 *
 * It works in a schema and key prefix of its own and removes both afterwards.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { migrate, openDatabase } from '@ea/db';
import Redis from 'ioredis';
import { sql } from 'kysely';
import { appendEvents } from '../src/outbox/append-events.ts';
import { outboxMigrations } from '../src/outbox/outbox-migrations.ts';
import { createOutboxRelay } from '../src/outbox/outbox-relay.ts';
import { createRedisStreamsBus } from '../src/redis-streams/redis-streams-bus.ts';

export interface OutboxBenchOptions {
  /** Events to write. Default 20,000. */
  events?: number;
  /** Events per transaction. Default 50. */
  eventsPerTransaction?: number;
  /** Transactions written at the same time. Default 4. */
  writers?: number;
  /** Default DATABASE_URL, then TEST_DATABASE_URL. */
  databaseUrl?: string;
  /** Default REDIS_URL. */
  redisUrl?: string;
}

export interface OutboxBenchResult {
  events: number;
  transactions: number;
  seconds: number;
  eventsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

const topic = 'bench';

export async function runOutboxBench(options: OutboxBenchOptions = {}): Promise<OutboxBenchResult> {
  const total = options.events ?? 20_000;
  const perTransaction = options.eventsPerTransaction ?? 50;
  const writers = options.writers ?? 4;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL (or TEST_DATABASE_URL) to a Postgres server');
  if (!redisUrl) throw new Error('set REDIS_URL to a Redis server');

  const suffix = randomUUID().slice(0, 8);
  const schema = `bench_outbox_${suffix}`;
  const prefix = `bench-outbox-${suffix}`;
  const database = await openDatabase({ url: databaseUrl, poolSize: writers + 4 });
  const bus = createRedisStreamsBus({ redis: redisUrl, prefix, partitions: 8, blockMs: 500 });
  const relay = createOutboxRelay({ db: database.db, schemas: [schema], bus, pollMs: 100 });
  const latencies = new Float64Array(total);
  let handled = 0;
  let finish: () => void = () => {};
  const allHandled = new Promise<void>((resolve) => {
    finish = resolve;
  });

  try {
    await migrate(database.db, [{ schema, migrations: outboxMigrations(schema) }]);
    const handler = async (event: { occurredAt: string }) => {
      if (handled < total) latencies[handled] = Date.now() - Date.parse(event.occurredAt);
      handled++;
      if (handled === total) finish();
    };
    const members = await Promise.all(
      ['bench-1', 'bench-2'].map((consumer) => bus.subscribe({ topic, group: 'bench', consumer, handler })),
    );
    relay.start();

    const started = performance.now();
    const transactions = Math.ceil(total / perTransaction);
    let next = 0;
    const writer = async () => {
      for (let tx = next++; tx < transactions; tx = next++) {
        const count = Math.min(perTransaction, total - tx * perTransaction);
        await database.db.transaction().execute((trx) =>
          appendEvents(
            trx,
            schema,
            Array.from({ length: count }, (_, i) => ({
              type: 'bench.happened',
              topic,
              aggregateType: 'bench',
              aggregateId: `aggregate-${(tx * perTransaction + i) % 500}`,
              scope: {},
              payload: { tx, i },
            })),
          ),
        );
        relay.nudge();
      }
    };
    await Promise.all(Array.from({ length: writers }, writer));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      allHandled,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`only ${handled} of ${total} events arrived in 5 minutes`)), 300_000);
      }),
    ]).finally(() => clearTimeout(timer));
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(members.map((member) => member.close()));

    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      events: total,
      transactions,
      seconds: round(seconds),
      eventsPerSecond: Math.round(total / seconds),
      latencyP50Ms: at(0.5),
      latencyP99Ms: at(0.99),
      latencyMaxMs: sorted.at(-1) ?? 0,
    };
  } finally {
    await relay.stop();
    await bus.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
    await deleteKeys(redisUrl, prefix);
  }
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function formatOutboxBench(result: OutboxBenchResult): string {
  return [
    'outbox → relay → Redis Streams → consumer group (2 members)',
    `  events          ${result.events} in ${result.transactions} transactions`,
    `  elapsed         ${result.seconds} s`,
    `  throughput      ${result.eventsPerSecond} events/s`,
    `  latency p50     ${result.latencyP50Ms} ms (occurredAt → handled)`,
    `  latency p99     ${result.latencyP99Ms} ms`,
    `  latency max     ${result.latencyMaxMs} ms`,
  ].join('\n');
}

function eventsArgument(argv: string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--events' || arg.startsWith('--events='));
  if (index === -1) return process.env.BENCH_EVENTS ? Number(process.env.BENCH_EVENTS) : undefined;
  const arg = argv[index]!;
  const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--events takes a positive whole number');
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const events = eventsArgument(process.argv.slice(2));
  const result = await runOutboxBench(events === undefined ? {} : { events });
  console.log(formatOutboxBench(result));
}
