import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import Redis from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxMigrations } from '../outbox/outbox-migrations.ts';
import { fastTestBus, testKeyspace, testRedisUrl } from '../testing/test-bus.ts';
import { interleavedEvents, sequenceViolations } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { streamKeys } from './stream-keys.ts';

const schema = 'projection';
const topic = 'orders';
const aggregates = Array.from({ length: 10 }, (_, i) => `order-${i}`);
const perAggregate = 30;
const total = aggregates.length * perAggregate;
const keyspace = testKeyspace('killed');
const script = fileURLToPath(new URL('../testing/consumer-process.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const children = new Set<ChildProcess>();
let database: TestDatabase;
const redis = new Redis(testRedisUrl);

beforeAll(async () => {
  database = await createTestDatabase([
    {
      schema,
      migrations: {
        ...outboxMigrations(schema),
        '0001_projection': {
          // biome-ignore lint/suspicious/noExplicitAny: test tables.
          up: async (db: Kysely<any>) => {
            // No unique constraint on purpose: only consumeOnce stands between a redelivery and a duplicate.
            await db.schema
              .withSchema(schema)
              .createTable('applied')
              .addColumn('id', 'serial', (c) => c.primaryKey())
              .addColumn('event_id', 'uuid', (c) => c.notNull())
              .addColumn('aggregate_id', 'text', (c) => c.notNull())
              .addColumn('seq', 'integer', (c) => c.notNull())
              .execute();
            await db.schema
              .withSchema(schema)
              .createTable('deliveries')
              .addColumn('event_id', 'uuid', (c) => c.notNull())
              .addColumn('pid', 'integer', (c) => c.notNull())
              .execute();
          },
        },
      },
    },
  ]);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await redis.quit();
  await keyspace.cleanup();
  await database?.drop();
});

function startConsumer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      EVENTS_PREFIX: keyspace.prefix,
      EVENTS_TOPIC: topic,
      EVENTS_SCHEMA: schema,
      HANDLE_DELAY_MS: '25',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`consumer process did not start: ${stderr}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`consumer process exited with ${code}: ${stderr}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function countOf(query: string): Promise<number> {
  const result = await sql<{ n: string }>`${sql.raw(query)}`.execute(database.db);
  return Number(result.rows[0]?.n);
}

/** Event ids of the entries the group read but never acknowledged. */
async function pendingEventIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let partition = 0; partition < 4; partition++) {
    const stream = streamKeys.partition(keyspace.prefix, topic, partition);
    const pending = (await redis.xpending(stream, 'projector', '-', '+', 1_000)) as [string, ...unknown[]][];
    for (const [entryId] of pending) {
      const [entry] = await redis.xrange(stream, entryId, entryId);
      const fields = entry?.[1] ?? [];
      ids.push(JSON.parse(fields[fields.indexOf('event') + 1]!).id);
    }
  }
  return ids;
}

it('a consumer process killed mid-stream leaves its unacknowledged events for the restarted one, applied once each', async () => {
  const bus = fastTestBus(keyspace.prefix);
  await bus.publish(interleavedEvents(topic, aggregates, perAggregate));
  await bus.close();

  const first = await startConsumer();
  await waitFor(
    async () => (await countOf(`select count(*) as n from ${schema}.applied`)) >= 80,
    20_000,
    'the first consumer made no progress',
  );
  first.kill('SIGKILL');
  await exited(first);

  const appliedAtKill = await countOf(`select count(*) as n from ${schema}.applied`);
  expect(appliedAtKill).toBeLessThan(total);
  const pending = await pendingEventIds();
  expect(pending.length).toBeGreaterThan(0);
  // Applied and committed, but killed before the acknowledgement: these come again.
  const appliedButPending = await database.db
    .withSchema(schema)
    .selectFrom('applied')
    .select('event_id')
    .where('event_id', 'in', pending)
    .execute();
  expect(appliedButPending.length).toBeGreaterThan(0);

  const restartedAt = Date.now();
  const second = await startConsumer();
  await waitFor(
    async () => (await countOf(`select count(distinct event_id) as n from ${schema}.applied`)) >= total,
    30_000,
    'the restarted consumer did not finish the stream',
  );
  const recoveryMs = Date.now() - restartedAt;
  second.kill('SIGTERM');
  expect(await exited(second)).toBe(0);

  expect(await countOf(`select count(*) as n from ${schema}.applied`)).toBe(total);
  expect(await countOf(`select count(distinct event_id) as n from ${schema}.applied`)).toBe(total);
  // The events applied before the kill but left unacknowledged were delivered a second time.
  const redelivered = await database.db
    .withSchema(schema)
    .selectFrom('deliveries')
    .select('event_id')
    .where(
      'event_id',
      'in',
      appliedButPending.map((row) => row.event_id),
    )
    .groupBy('event_id')
    .having(sql`count(distinct pid)`, '=', 2)
    .execute();
  expect(redelivered).toHaveLength(appliedButPending.length);
  const applied = await database.db.withSchema(schema).selectFrom('applied').select(['aggregate_id', 'seq']).orderBy('id').execute();
  expect(
    sequenceViolations(
      applied.map((row) => ({ aggregateId: row.aggregate_id, seq: row.seq })),
      new Map(aggregates.map((a) => [a, perAggregate])),
    ),
  ).toEqual([]);
  expect(await pendingEventIds()).toEqual([]);
  console.log(
    `killed consumer: ${appliedAtKill}/${total} applied at SIGKILL, ${pending.length} left unacknowledged ` +
      `(${appliedButPending.length} already applied), restarted consumer finished in ${recoveryMs} ms, ${total} applied once each`,
  );
});
