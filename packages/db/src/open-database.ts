import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

// bigint (int8) and numeric columns come back as strings by default; ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

// biome-ignore lint/suspicious/noExplicitAny: each service narrows this with its own table types.
export type AnyDb = Kysely<any>;

export interface DatabaseHandle {
  db: AnyDb;
  /** "postgres" for a server from DATABASE_URL, "pglite" for the embedded default. */
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite in dataDir is used. */
  url?: string | undefined;
  /** Where the embedded database keeps its files (persisted across restarts). */
  dataDir?: string;
  /** Pool size for a real server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped database) is discarded by the
    // pool; without a listener the error would crash the process.
    pool.on('error', () => {});
    const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  if (!options.dataDir) throw new Error('openDatabase needs a url or a dataDir');
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir);
  const db: AnyDb = new Kysely({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
