import { type Kysely, type Migration, sql } from 'kysely';

/** Words of a company's legal form: nearly every name has one, so they say nothing about which company is meant. */
const LEGAL_FORM_WORDS = [
  'the',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'sa',
  'ag',
  'nv',
];

/**
 * Faster writes and similar-name searches on a large index:
 * - Accession numbers are digits and dashes: under the "C" collation they compare byte by byte
 *   instead of through the locale's rules, which roughly halves the cost of each filing's three
 *   index entries that hold one (the primary key, the cik and form-type date orders). The other
 *   tables that hold an accession follow, so joins on it compare under one collation.
 * - A filing's index file is no longer a foreign key: the row and its file are written by one
 *   transaction (ingestFile), index files are never deleted, and the per-row check cost a third of
 *   a file's write.
 * - Similar names are matched on `company_name_key(name)`: the lower-cased name without its
 *   legal-form words. "Inc." is in most names, and its trigrams made every similar-name search
 *   walk most of the index (and counted as likeness between unrelated names).
 */
export function searchKeys(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const table = (name: string) => sql.id(schema, name);
      for (const name of ['filings', 'generated_alerts', 'filing_documents']) {
        await sql`alter table ${table(name)} alter column accession type text collate "C"`.execute(db);
      }
      await sql`alter table ${table('filings')} drop constraint if exists filings_index_file_id_fkey`.execute(db);
      // A constant of this file, not input: raw SQL in dollar quotes, the pattern's backslashes as written.
      const pattern = `\\m(${LEGAL_FORM_WORDS.join('|')})\\M`;
      await sql`
        create function ${table('company_name_key')}(name text) returns text
        language sql immutable parallel safe
        as ${sql.raw(`$$ select regexp_replace(lower(name), '${pattern}', ' ', 'g') $$`)}`.execute(db);
      const trgm = await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
      if (trgm.rows[0]?.ok) {
        await sql`drop index if exists ${table('companies_name_trgm')}`.execute(db);
        await sql`create index companies_name_key_trgm on ${table('companies')} using gin (${table('company_name_key')}(name) gin_trgm_ops)`.execute(
          db,
        );
      }
    },
  };
}
