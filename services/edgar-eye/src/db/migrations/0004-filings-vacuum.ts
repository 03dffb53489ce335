import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Keeps the filings' visibility map current as daily files arrive. A search counts its matches
 * (up to 10,000) from the (cik, date) or (form, date) index alone only where the table's pages
 * are known to be all-visible; elsewhere it visits every matching row in the table: over 20
 * million filings, the busiest filer's CIK took p95 76 ms with the visits. Autovacuum's default
 * waits for new rows numbering a fifth of the table (four million filings at that size, years of
 * daily files); at 0.5% it follows every hundred thousand or so, a few weeks of them.
 */
export function filingsVacuum(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      await sql`alter table ${sql.id(schema, 'filings')} set (autovacuum_vacuum_insert_scale_factor = 0.005)`.execute(db);
    },
  };
}
