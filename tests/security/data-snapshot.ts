import type { AnyDb } from '@ea/db';
import { sql } from 'kysely';

/** Tables whose rows a refused request may add: reads are audited, consumers record what they applied. */
const LOGS = new Set(['audit_log', 'inbox']);

/** Every row of every table of the services' schemas, by table: the outbox by its row count (the relay stamps rows as it publishes). */
export type DataSnapshot = Map<string, string>;

/** Reads snapshots of the services' data; the tables are listed once, as the walk creates none. */
export async function dataSnapshots(db: AnyDb, schemas: string[]): Promise<() => Promise<DataSnapshot>> {
  const { rows: tables } = await sql<{ table_schema: string; table_name: string }>`
    select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${sql.join(schemas)})
     order by 1, 2`.execute(db);
  const parts = tables
    .filter((t) => !LOGS.has(t.table_name))
    .map((t) => {
      const table = sql.table(`${t.table_schema}.${t.table_name}`);
      const rows =
        t.table_name === 'outbox'
          ? sql`(select count(*)::text from ${table})`
          : sql`(select coalesce(json_agg(r order by r::text), '[]'::json)::text from ${table} r)`;
      return sql`select ${`${t.table_schema}.${t.table_name}`} as name, ${rows} as rows`;
    });
  const query = sql<{ name: string; rows: string }>`${sql.join(parts, sql` union all `)}`;
  return async () => new Map((await query.execute(db)).rows.map((r) => [r.name, r.rows]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DataSnapshot, after: DataSnapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

/**
 * Waits until the services are at rest: every event published, and the data unchanged for a
 * moment (consumers have applied what they received), so that a change seen afterwards was made
 * by the request under test.
 */
export async function waitForRest(db: AnyDb, schemas: string[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const snapshot = await dataSnapshots(db, schemas);
  let previous = await snapshot();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unpublished = await Promise.all(
      schemas.map(
        async (schema) =>
          (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${schema}.outbox`)} where published_at is null`.execute(db))
            .rows[0]!.n,
      ),
    );
    const current = await snapshot();
    if (unpublished.every((n) => n === 0) && changedTables(previous, current).length === 0) return;
    if (Date.now() > deadline) throw new Error(`the services did not come to rest: ${changedTables(previous, current).join(', ')}`);
    previous = current;
  }
}
