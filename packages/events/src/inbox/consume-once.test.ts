import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMigrations } from '../outbox/outbox-migrations.ts';
import { consumeOnce } from './consume-once.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase([
    {
      schema: 'ledger',
      migrations: {
        ...outboxMigrations('ledger'),
        '0001_entries': {
          // biome-ignore lint/suspicious/noExplicitAny: a test table.
          up: async (db: Kysely<any>) => {
            await db.schema
              .withSchema('ledger')
              .createTable('entries')
              .addColumn('id', 'serial', (c) => c.primaryKey())
              .addColumn('event_id', 'uuid', (c) => c.notNull())
              .addColumn('consumer', 'text', (c) => c.notNull())
              .execute();
          },
        },
      },
    },
  ]);
});

afterAll(async () => {
  await database?.drop();
});

async function entriesFor(eventId: string): Promise<{ consumer: string }[]> {
  return database.db.withSchema('ledger').selectFrom('entries').select('consumer').where('event_id', '=', eventId).execute();
}

function recordEntry(consumer: string, eventId: string) {
  // biome-ignore lint/suspicious/noExplicitAny: a test table.
  return async (trx: Kysely<any>) => {
    await trx.withSchema('ledger').insertInto('entries').values({ event_id: eventId, consumer }).execute();
  };
}

describe('consumeOnce', () => {
  it('applies a redelivered event only the first time', async () => {
    const event = { id: randomUUID() };
    const first = await consumeOnce(database.db, 'ledger', 'posting', event, recordEntry('posting', event.id));
    const again = await consumeOnce(database.db, 'ledger', 'posting', event, recordEntry('posting', event.id));
    expect([first, again]).toEqual([true, false]);
    expect(await entriesFor(event.id)).toHaveLength(1);
  });

  it('applies concurrent deliveries of one event exactly once', async () => {
    const event = { id: randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        consumeOnce(database.db, 'ledger', 'posting', event, async (trx) => {
          await recordEntry('posting', event.id)(trx);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await entriesFor(event.id)).toHaveLength(1);
  });

  it('forgets a delivery whose apply failed, so the next one applies it', async () => {
    const event = { id: randomUUID() };
    await expect(
      consumeOnce(database.db, 'ledger', 'posting', event, async (trx) => {
        await recordEntry('posting', event.id)(trx);
        throw new Error('downstream refused');
      }),
    ).rejects.toThrow('downstream refused');
    expect(await entriesFor(event.id)).toHaveLength(0);
    expect(await consumeOnce(database.db, 'ledger', 'posting', event, recordEntry('posting', event.id))).toBe(true);
    expect(await entriesFor(event.id)).toHaveLength(1);
  });

  it('lets each consumer apply the same event once', async () => {
    const event = { id: randomUUID() };
    for (const consumer of ['posting', 'reporting', 'posting', 'reporting']) {
      await consumeOnce(database.db, 'ledger', consumer, event, recordEntry(consumer, event.id));
    }
    const consumers = (await entriesFor(event.id)).map((row) => row.consumer).sort();
    expect(consumers).toEqual(['posting', 'reporting']);
  });
});
