import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendEvents } from './append-events.ts';
import { outboxMigrations } from './outbox-migrations.ts';
import { pruneEventTables } from './prune-event-tables.ts';

let database: TestDatabase;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase([{ schema: 'tsr', migrations: outboxMigrations('tsr') }]);
});

afterAll(async () => {
  await database?.drop();
});

it('deletes only old published outbox rows and old inbox rows', async () => {
  const { db } = database;
  const events = await appendEvents(
    db,
    'tsr',
    Array.from({ length: 7 }, (_, i) => ({
      type: 'report.updated',
      topic: 'tsr',
      aggregateType: 'report',
      aggregateId: `r-${i}`,
      scope: {},
      payload: { i },
    })),
  );
  const ids = events.map((event) => event.id);
  // Five published three days ago, one published now, one never published.
  await db
    .withSchema('tsr')
    .updateTable('outbox')
    .set({ published_at: sql`now() - interval '3 days'` })
    .where('event_id', 'in', ids.slice(0, 5))
    .execute();
  await db.withSchema('tsr').updateTable('outbox').set({ published_at: sql`now()` }).where('event_id', '=', ids[5]!).execute();
  await db
    .withSchema('tsr')
    .updateTable('outbox')
    .set({ occurred_at: sql`now() - interval '9 days'` })
    .where('event_id', '=', ids[6]!)
    .execute();

  const oldInbox = Array.from({ length: 3 }, () => ({
    consumer: 'realtime',
    event_id: randomUUID(),
    processed_at: new Date(Date.now() - 40 * day),
  }));
  const recentInbox = { consumer: 'realtime', event_id: randomUUID(), processed_at: new Date() };
  await db
    .withSchema('tsr')
    .insertInto('inbox')
    .values([...oldInbox, recentInbox])
    .execute();

  const report = await pruneEventTables(db, 'tsr', { outboxRetentionMs: day, inboxRetentionMs: 30 * day, chunkSize: 2 });

  expect(report).toEqual({ outbox: 5, inbox: 3 });
  const outboxLeft = await db.withSchema('tsr').selectFrom('outbox').select('event_id').execute();
  expect(outboxLeft.map((row) => row.event_id).sort()).toEqual([ids[5], ids[6]].sort());
  const inboxLeft = await db.withSchema('tsr').selectFrom('inbox').select('event_id').execute();
  expect(inboxLeft.map((row) => row.event_id)).toEqual([recentInbox.event_id]);
});
