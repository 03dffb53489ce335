import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type SchemaMigrations } from './migrate.ts';
import { type DatabaseHandle, openDatabase } from './open-database.ts';

/** The server tests run against; the test runner's bootstrap sets it (see infra/bootstrap). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`');
  return url;
}

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

export interface EmptyDatabase {
  url: string;
  /** Drops the database, closing what is still connected to it. */
  drop(): Promise<void>;
}

/** A new, empty database on the real test server, for one test file or one product a browser test starts. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = testServerUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pool.end() resolves before its sockets are gone; wait for them so the forced drop does not
        // cut a connection that is still closing.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Creates a fresh database on the real server for one test file, so test files never share
 * state, and applies the given migrations to it.
 */
export async function createTestDatabase(sets: SchemaMigrations[] = []): Promise<TestDatabase> {
  const empty = await createEmptyDatabase();
  const handle = await openDatabase({ url: empty.url, poolSize: 20 });
  await migrate(handle.db, sets);
  return {
    ...handle,
    url: empty.url,
    drop: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
