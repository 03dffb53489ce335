import { randomUUID } from 'node:crypto';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeepingProcessor } from './housekeeping-processor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const schema of ['alpha', 'beta', 'untouched']) await createEventTables(database.db, schema);
  await sql`create schema only_inbox`.execute(database.db);
  await sql`create table only_inbox.inbox (consumer text, event_id uuid, processed_at timestamptz)`.execute(database.db);
});

afterAll(async () => {
  await database?.drop();
});

describe('housekeeping processor', () => {
  it('deletes only published outbox rows and processed inbox rows older than the retention', async () => {
    const db = database.db;
    for (const schema of ['alpha', 'beta', 'untouched']) {
      await insertOutbox(db, schema, 'old-published', daysAgo(40), daysAgo(10));
      await insertOutbox(db, schema, 'recent-published', daysAgo(2), daysAgo(1));
      await insertOutbox(db, schema, 'old-unpublished', daysAgo(30), null);
      await insertInbox(db, schema, 'old', daysAgo(8));
      await insertInbox(db, schema, 'recent', daysAgo(6));
    }
    await insertInbox(db, 'only_inbox', 'old', daysAgo(9));

    const processJob = housekeepingProcessor.start({ db });
    const progress: number[] = [];
    const result = await processJob({
      data: { schemas: ['alpha', 'beta', 'only_inbox', 'missing'], retentionDays: 7 },
      jobId: 'housekeeping-test',
      attempt: 1,
      progress: async (p) => {
        progress.push(p);
      },
    });

    expect(result.schemas).toEqual([
      { schema: 'alpha', outboxDeleted: 1, inboxDeleted: 1 },
      { schema: 'beta', outboxDeleted: 1, inboxDeleted: 1 },
      { schema: 'only_inbox', outboxDeleted: null, inboxDeleted: null },
      { schema: 'missing', outboxDeleted: null, inboxDeleted: null },
    ]);
    expect(Math.abs(new Date(result.cutoff).getTime() - daysAgo(7).getTime())).toBeLessThan(60_000);
    expect(progress).toEqual([25, 50, 75, 100]);
    for (const schema of ['alpha', 'beta']) {
      expect(await outboxTopics(db, schema)).toEqual(['old-unpublished', 'recent-published']);
      expect(await inboxConsumers(db, schema)).toEqual(['recent']);
    }
    expect(await outboxTopics(db, 'untouched')).toEqual(['old-published', 'old-unpublished', 'recent-published']);
    expect(await inboxConsumers(db, 'untouched')).toEqual(['old', 'recent']);
    expect(await inboxConsumers(db, 'only_inbox')).toEqual(['old']);
  });

  it('deletes nothing more when run again (a rerun after a crash is harmless)', async () => {
    await createEventTables(database.db, 'gamma');
    await insertOutbox(database.db, 'gamma', 'old-published', daysAgo(20), daysAgo(20));
    await insertOutbox(database.db, 'gamma', 'recent-published', daysAgo(1), daysAgo(1));
    const processJob = housekeepingProcessor.start({ db: database.db });
    const run = (attempt: number) =>
      processJob({ data: { schemas: ['gamma'], retentionDays: 7 }, jobId: 'housekeeping-rerun', attempt, progress: async () => {} });

    expect((await run(1)).schemas).toEqual([{ schema: 'gamma', outboxDeleted: 1, inboxDeleted: 0 }]);
    expect((await run(2)).schemas).toEqual([{ schema: 'gamma', outboxDeleted: 0, inboxDeleted: 0 }]);
    expect(await outboxTopics(database.db, 'gamma')).toEqual(['recent-published']);
  });
});

async function createEventTables(db: AnyDb, schema: string): Promise<void> {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await sql`create table ${sql.id(schema, 'outbox')} (
    id bigserial primary key, event_id uuid, topic text, type text, aggregate_type text, aggregate_id text,
    scope jsonb, payload jsonb, realtime jsonb, occurred_at timestamptz, published_at timestamptz)`.execute(db);
  await sql`create table ${sql.id(schema, 'inbox')} (consumer text, event_id uuid, processed_at timestamptz)`.execute(db);
}

async function insertOutbox(db: AnyDb, schema: string, topic: string, occurredAt: Date, publishedAt: Date | null) {
  await db
    .withSchema(schema)
    .insertInto('outbox')
    .values({
      event_id: randomUUID(),
      topic,
      type: 'sample.changed',
      aggregate_type: 'sample',
      aggregate_id: '1',
      scope: JSON.stringify({}),
      payload: JSON.stringify({}),
      realtime: null,
      occurred_at: occurredAt,
      published_at: publishedAt,
    })
    .execute();
}

async function insertInbox(db: AnyDb, schema: string, consumer: string, processedAt: Date) {
  await db.withSchema(schema).insertInto('inbox').values({ consumer, event_id: randomUUID(), processed_at: processedAt }).execute();
}

async function outboxTopics(db: AnyDb, schema: string): Promise<string[]> {
  const rows = await db.withSchema(schema).selectFrom('outbox').select('topic').orderBy('topic').execute();
  return rows.map((r) => r.topic);
}

async function inboxConsumers(db: AnyDb, schema: string): Promise<string[]> {
  const rows = await db.withSchema(schema).selectFrom('inbox').select('consumer').orderBy('consumer').execute();
  return rows.map((r) => r.consumer);
}
