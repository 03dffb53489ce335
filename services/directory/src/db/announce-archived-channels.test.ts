import { migrate } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMigrations } from './migrations/index.ts';
import { DIRECTORY_SCHEMA } from './schema.ts';

let database: TestDatabase;
const ids: Record<string, number> = {};

// The migrations before 0008, whatever came after it.
const earlier = Object.fromEntries(
  Object.entries(directoryMigrations.migrations).filter(([name]) => name < '0008_announce_archived_channels'),
);

beforeAll(async () => {
  // A database where channels were archived before identity kept the archived state.
  database = await createTestDatabase([{ schema: DIRECTORY_SCHEMA, migrations: earlier }]);
  const channels = database.db.withSchema(DIRECTORY_SCHEMA);
  for (const [name, archived] of [
    ['Open', false],
    ['Closed', true],
    ['Closed too', true],
  ] as const) {
    const row = await channels
      .insertInto('channels')
      .values({ name, archived_at: archived ? new Date() : null, archived_by: archived ? 'admin-1' : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
  await migrate(database.db, [directoryMigrations]);
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0008: announcing the archived channels', () => {
  it('writes one channel.updated per archived channel, carrying its archived state, and none for active ones', async () => {
    const events = await database.db
      .withSchema(DIRECTORY_SCHEMA)
      .selectFrom('outbox')
      .select(['type', 'aggregate_type', 'aggregate_id', 'scope', 'payload'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      {
        type: 'channel.updated',
        aggregate_type: 'channel',
        aggregate_id: String(ids.Closed),
        scope: { channelId: ids.Closed },
        payload: { id: ids.Closed, name: 'Closed', archived: true },
      },
      {
        type: 'channel.updated',
        aggregate_type: 'channel',
        aggregate_id: String(ids['Closed too']),
        scope: { channelId: ids['Closed too'] },
        payload: { id: ids['Closed too'], name: 'Closed too', archived: true },
      },
    ]);
  });
});
