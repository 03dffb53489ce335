import { migrate } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMigrations } from './migrations/index.ts';
import { DIRECTORY_SCHEMA } from './schema.ts';

let database: TestDatabase;

// The migrations before 0004, whatever came after it.
const earlier = Object.fromEntries(Object.entries(directoryMigrations.migrations).filter(([name]) => name < '0004_unique_channel_names'));

beforeAll(async () => {
  // The schema as it was before names had to be unique, holding the clashes the API used to accept.
  database = await createTestDatabase([{ schema: DIRECTORY_SCHEMA, migrations: earlier }]);
  const names = ['Acme', 'Beta', 'acme ', 'Acme (2)', ' ACME', 'beta', 'Gamma'];
  for (const name of names) await database.db.withSchema(DIRECTORY_SCHEMA).insertInto('channels').values({ name }).execute();
  await migrate(database.db, [directoryMigrations]);
});

afterAll(async () => {
  await database?.close();
});

const channels = () => database.db.withSchema(DIRECTORY_SCHEMA).selectFrom('channels').select(['id', 'name']).orderBy('id').execute();

describe('migration 0004: unique channel names', () => {
  it('keeps the oldest name and suffixes later clashes in id order, skipping a suffix already held', async () => {
    expect((await channels()).map((c) => c.name)).toEqual(['Acme', 'Beta', 'acme (3)', 'Acme (2)', 'ACME (4)', 'beta (2)', 'Gamma']);
  });

  it('audits and announces each rename so identity follows', async () => {
    const events = await database.db
      .withSchema(DIRECTORY_SCHEMA)
      .selectFrom('outbox')
      .select(['aggregate_id', 'payload'])
      .where('type', '=', 'channel.updated')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      { id: 3, name: 'acme (3)', archived: false },
      { id: 5, name: 'ACME (4)', archived: false },
      { id: 6, name: 'beta (2)', archived: false },
    ]);
    const audits = await database.db
      .withSchema(DIRECTORY_SCHEMA)
      .selectFrom('audit_log')
      .select(['target_id', 'actor_id', 'before', 'after'])
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { target_id: '3', actor_id: null, before: { name: 'acme ' }, after: { name: 'acme (3)' } },
      { target_id: '5', actor_id: null, before: { name: ' ACME' }, after: { name: 'ACME (4)' } },
      { target_id: '6', actor_id: null, before: { name: 'beta' }, after: { name: 'beta (2)' } },
    ]);
  });

  it('then refuses a clash at the database itself', async () => {
    const insert = database.db.withSchema(DIRECTORY_SCHEMA).insertInto('channels').values({ name: ' gamma ' }).execute();
    await expect(insert).rejects.toMatchObject({ code: '23505', constraint: 'channels_name_unique' });
  });
});
