import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@ea/contracts';
import { migrate, openDatabase } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../event-bus.ts';
import { createRedisStreamsBus } from '../redis-streams/redis-streams-bus.ts';
import { fastTestBus, quietLogger, testKeyspace } from '../testing/test-bus.ts';
import { type SequencePayload, sequenceViolations } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { appendEvents, type NewEvent } from './append-events.ts';
import { outboxMigrations } from './outbox-migrations.ts';
import { createOutboxRelay } from './outbox-relay.ts';

const keyspace = testKeyspace('outbox');
let database: TestDatabase;
const schemas = ['shop', 'billing'];

beforeAll(async () => {
  database = await createTestDatabase(schemas.map((schema) => ({ schema, migrations: outboxMigrations(schema) })));
});

afterAll(async () => {
  await database?.drop();
  await keyspace.cleanup();
});

let topicCounter = 0;
const uniqueTopic = () => `outbox-${++topicCounter}-${Date.now().toString(36)}`;

function orderEvent(topic: string, aggregateId: string, seq: number): NewEvent<SequencePayload> {
  return { type: 'order.changed', topic, aggregateType: 'order', aggregateId, scope: { companyId: 3 }, payload: { seq } };
}

async function commitEvents(schema: string, events: NewEvent<SequencePayload>[]): Promise<EventEnvelope<SequencePayload>[]> {
  return database.db.transaction().execute((trx) => appendEvents(trx, schema, events));
}

/** Collects what one consumer group receives on a topic. */
async function collect(bus: EventBus, topic: string) {
  const received: EventEnvelope[] = [];
  const subscription = await bus.subscribe({
    topic,
    group: 'collector',
    consumer: 'c1',
    handler: async (event) => void received.push(event),
  });
  return { received, close: () => subscription.close() };
}

async function unpublishedCount(schema: string): Promise<number> {
  const row = await database.db
    .withSchema(schema)
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('published_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('appendEvents', () => {
  it('writes the events with the caller’s transaction and nothing when it rolls back', async () => {
    const topic = uniqueTopic();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await appendEvents(trx, 'shop', [orderEvent(topic, 'o-1', 1)]);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    const [written] = await commitEvents('shop', [{ ...orderEvent(topic, 'o-1', 2), realtime: { status: 3 } }]);
    const rows = await database.db.withSchema('shop').selectFrom('outbox').selectAll().where('topic', '=', topic).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_id: written!.id,
      type: 'order.changed',
      aggregate_type: 'order',
      aggregate_id: 'o-1',
      scope: { companyId: 3 },
      payload: { seq: 2 },
      realtime: { status: 3 },
      published_at: null,
    });
    expect(new Date(rows[0]!.occurred_at).toISOString()).toBe(written!.occurredAt);
  });
});

describe('outbox relay', () => {
  it('delivers events written while no relay ran, once it starts', async () => {
    const bus = fastTestBus(keyspace.prefix);
    const topic = uniqueTopic();
    const written = await commitEvents(
      'shop',
      [1, 2, 3, 4, 5].map((seq) => orderEvent(topic, 'o-7', seq)),
    );
    const consumer = await collect(bus, topic);
    const relay = createOutboxRelay({ db: database.db, schemas, bus, pollMs: 50, logger: quietLogger });
    relay.start();
    await waitFor(() => consumer.received.length >= 5, 10_000, 'the relay did not deliver the backlog');
    await relay.stop();
    expect(consumer.received).toEqual(written);
    expect(await unpublishedCount('shop')).toBe(0);
    await consumer.close();
    await bus.close();
  });

  it('keeps the rows while the bus is down and delivers each exactly once when it is back', async () => {
    const topic = uniqueTopic();
    const written = await commitEvents(
      'billing',
      [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => orderEvent(topic, `inv-${seq % 3}`, seq)),
    );

    // Nothing listens on port 1: every publish and ping fails.
    const deadBus = createRedisStreamsBus({ redis: 'redis://127.0.0.1:1', prefix: keyspace.prefix, logger: quietLogger });
    const failing = createOutboxRelay({ db: database.db, schemas: ['billing'], bus: deadBus, pollMs: 20, logger: quietLogger });
    await expect(failing.drainOnce()).rejects.toThrow();
    failing.start();
    failing.nudge();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await failing.stop();
    await deadBus.close();
    expect(await unpublishedCount('billing')).toBe(written.length);

    const bus = fastTestBus(keyspace.prefix);
    const consumer = await collect(bus, topic);
    const relay = createOutboxRelay({ db: database.db, schemas: ['billing'], bus, logger: quietLogger });
    expect(await relay.drainOnce()).toBe(written.length);
    await waitFor(() => consumer.received.length >= written.length, 10_000, 'the events did not arrive after the bus came back');
    // A further drain and a pause must not bring any event a second time.
    expect(await relay.drainOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(consumer.received.map((e) => e.id).sort()).toEqual(written.map((e) => e.id).sort());
    expect(await unpublishedCount('billing')).toBe(0);
    await consumer.close();
    await bus.close();
  });

  it('gives up on a publish that hangs and keeps the rows for the next attempt', async () => {
    const topic = uniqueTopic();
    const [written] = await commitEvents('shop', [orderEvent(topic, 'o-hang', 1)]);
    const workingBus = fastTestBus(keyspace.prefix);
    const hangingBus: EventBus = { ...workingBus, publish: () => new Promise<void>(() => {}) };
    const hanging = createOutboxRelay({ db: database.db, schemas: ['shop'], bus: hangingBus, publishTimeoutMs: 200, logger: quietLogger });
    const started = Date.now();
    await expect(hanging.drainOnce()).rejects.toThrow(/did not confirm/);
    expect(Date.now() - started).toBeLessThan(2_000);
    const row = await database.db
      .withSchema('shop')
      .selectFrom('outbox')
      .select('published_at')
      .where('event_id', '=', written!.id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();

    const consumer = await collect(workingBus, topic);
    const relay = createOutboxRelay({ db: database.db, schemas: ['shop'], bus: workingBus, logger: quietLogger });
    expect(await relay.drainOnce()).toBeGreaterThanOrEqual(1);
    await waitFor(() => consumer.received.length >= 1, 10_000, 'the event did not arrive after the hang');
    expect(consumer.received.map((event) => event.id)).toEqual([written!.id]);
    await consumer.close();
    await workingBus.close();
  });

  it('publishes each row once and in order when several relays work the same schema', async () => {
    const bus = fastTestBus(keyspace.prefix);
    const topic = uniqueTopic();
    const consumer = await collect(bus, topic);
    const relays = [1, 2, 3].map(() =>
      createOutboxRelay({ db: database.db, schemas: ['shop'], bus, batchSize: 7, pollMs: 5, logger: quietLogger }),
    );
    for (const relay of relays) relay.start();
    const aggregates = ['a', 'b', 'c', 'd'];
    for (let seq = 1; seq <= 30; seq++) {
      await commitEvents(
        'shop',
        aggregates.map((aggregateId) => orderEvent(topic, aggregateId, seq)),
      );
      for (const relay of relays) relay.nudge();
    }
    await waitFor(() => consumer.received.length >= 120, 15_000, 'not every event arrived');
    await Promise.all(relays.map((relay) => relay.stop()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = consumer.received.map((event) => ({ aggregateId: event.aggregateId, seq: (event.payload as SequencePayload).seq }));
    // Strict: a row published by two relays would show up as a repeated sequence number.
    expect(sequenceViolations(received, new Map(aggregates.map((a) => [a, 30])))).toEqual([]);
    await consumer.close();
    await bus.close();
  });

  it('publishes at once when nudged instead of waiting for the next poll', async () => {
    const bus = fastTestBus(keyspace.prefix);
    const topic = uniqueTopic();
    const consumer = await collect(bus, topic);
    const relay = createOutboxRelay({ db: database.db, schemas: ['shop'], bus, pollMs: 60_000, logger: quietLogger });
    relay.start();
    await relay.drainOnce();
    await commitEvents('shop', [orderEvent(topic, 'o-9', 1)]);
    const started = Date.now();
    relay.nudge();
    await waitFor(() => consumer.received.length >= 1, 5_000, 'a nudge did not publish');
    expect(Date.now() - started).toBeLessThan(5_000);
    await relay.stop();
    await consumer.close();
    await bus.close();
  });

  it('works on embedded PGlite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'outbox-pglite-'));
    const handle = await openDatabase({ dataDir });
    const bus = fastTestBus(keyspace.prefix);
    try {
      await migrate(handle.db, [{ schema: 'shop', migrations: outboxMigrations('shop') }]);
      const topic = uniqueTopic();
      const consumer = await collect(bus, topic);
      const relay = createOutboxRelay({ db: handle.db, schemas: ['shop'], bus, pollMs: 20, logger: quietLogger });
      relay.start();
      const written = await handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        return appendEvents(
          trx,
          'shop',
          [1, 2, 3].map((seq) => ({ ...orderEvent(topic, 'p-1', seq), realtime: { step: seq } })),
        );
      });
      relay.nudge();
      await waitFor(() => consumer.received.length >= 3, 10_000, 'the PGlite relay did not deliver');
      await relay.stop();
      expect(consumer.received).toEqual(written);
      await consumer.close();
    } finally {
      await bus.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
