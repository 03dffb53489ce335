import type { EventEnvelope } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Subscription } from '../event-bus.ts';
import { fastTestBus, quietLogger, testKeyspace } from '../testing/test-bus.ts';
import { type SequencePayload, sequenceViolations } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { appendEvents } from './append-events.ts';
import { outboxMigrations } from './outbox-migrations.ts';
import { createOutboxRelay } from './outbox-relay.ts';

const keyspace = testKeyspace('order');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([{ schema: 'filings', migrations: outboxMigrations('filings') }]);
});

afterAll(async () => {
  await database?.drop();
  await keyspace.cleanup();
});

it('keeps every aggregate in order over 10,000 events while group members join and leave', async () => {
  const aggregates = Array.from({ length: 100 }, (_, i) => `filing-${i}`);
  const perAggregate = 100;
  const total = aggregates.length * perAggregate;
  // A longer lease than the other tests: this one loads the event loop, and a late renewal must not
  // pass for a dead member.
  const bus = fastTestBus(keyspace.prefix, { partitions: 8, leaseMs: 2_000 });
  const received: { aggregateId: string; seq: number; member: string }[] = [];
  const subscribe = (member: string): Promise<Subscription> =>
    bus.subscribe({
      topic: 'filings',
      group: 'search-index',
      consumer: member,
      handler: async (event: EventEnvelope) => {
        received.push({ aggregateId: event.aggregateId, seq: (event.payload as SequencePayload).seq, member });
      },
    });
  const first = await subscribe('m1');
  const second = await subscribe('m2');
  const relay = createOutboxRelay({ db: database.db, schemas: ['filings'], bus, batchSize: 500, pollMs: 50, logger: quietLogger });
  relay.start();

  const started = Date.now();
  for (let seq = 1; seq <= perAggregate; seq++) {
    await database.db.transaction().execute((trx) =>
      appendEvents(
        trx,
        'filings',
        aggregates.map((aggregateId) => ({
          type: 'filing.changed',
          topic: 'filings',
          aggregateType: 'filing',
          aggregateId,
          scope: {},
          payload: { seq },
        })),
      ),
    );
    relay.nudge();
  }

  await waitFor(() => received.length >= 3_000, 30_000, 'the first 3,000 events did not arrive');
  const third = await subscribe('m3');
  await waitFor(() => received.length >= 6_000, 30_000, 'the first 6,000 events did not arrive');
  await first.close();
  await waitFor(() => received.length >= total, 60_000, 'not all 10,000 events arrived');
  const elapsedMs = Date.now() - started;
  await relay.stop();
  // A moment for stray duplicates to show up before judging.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await Promise.all([second.close(), third.close()]);
  await bus.close();

  expect(received).toHaveLength(total);
  expect(sequenceViolations(received, new Map(aggregates.map((a) => [a, perAggregate])))).toEqual([]);
  const perMember = new Map<string, number>();
  for (const { member } of received) perMember.set(member, (perMember.get(member) ?? 0) + 1);
  for (const member of ['m1', 'm2', 'm3']) expect(perMember.get(member) ?? 0).toBeGreaterThan(0);
  console.log(
    `outbox order: ${total} events, ${aggregates.length} aggregates, in order in ${elapsedMs} ms; ` +
      `handled by ${[...perMember].map(([member, count]) => `${member}=${count}`).join(' ')}`,
  );
});
