import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Index files, filings (one row per accession and filer), companies (names, tickers, former
 * names), form types seen, a filing's documents, alerts and the alerts they generated.
 */
export function edgarEyeTables(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      const table = (name: string) => sql.id(schema, name);

      await s
        .createTable('index_files')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ingested', 'rejected')`))
        .addColumn('layout', 'text')
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('added', 'integer', (c) => c.notNull())
        .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('ingested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // A file is taken in once per content: the same bytes again are a no-op, a republished file
      // (same name, new bytes) is read again and adds only the filings it did not have.
      await sql`create unique index index_files_content on ${table('index_files')} (name, content_hash)`.execute(db);

      await s
        .createTable('filings')
        .addColumn('accession', 'text', (c) => c.notNull())
        .addColumn('cik', 'bigint', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('form_type', 'text', (c) => c.notNull())
        .addColumn('date_filed', 'date', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('index_file_id', 'integer', (c) => c.references(`${schema}.index_files.id`))
        .addColumn('ingested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('filings_pk', ['accession', 'cik'])
        .execute();
      // The three searches: a company's filings, a form type over dates, and everything by date.
      await sql`create index filings_cik_date on ${table('filings')} (cik, date_filed desc, accession)`.execute(db);
      await sql`create index filings_form_date on ${table('filings')} (form_type, date_filed desc, accession)`.execute(db);
      await sql`create index filings_date on ${table('filings')} (date_filed desc, accession)`.execute(db);

      await s
        .createTable('companies')
        .addColumn('cik', 'bigint', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tickers', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('former_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Type-ahead by name prefix, in name order: under the "C" collation one index serves both
      // LIKE 'abc%' and the ORDER BY, so a common prefix is not sorted in full for its first page.
      await sql`create index companies_name_prefix on ${table('companies')} ((lower(name) collate "C"))`.execute(db);
      await sql`create index companies_tickers on ${table('companies')} using gin (tickers)`.execute(db);
      // Similar names need trigrams; the embedded database may lack the extension, where the
      // fuzzy match falls back to a substring scan (its data sets are small).
      const trgm = await sql<{ ok: boolean }>`select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as ok`.execute(
        db,
      );
      if (trgm.rows[0]?.ok) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index companies_name_trgm on ${table('companies')} using gin (lower(name) gin_trgm_ops)`.execute(db);
      }

      await s
        .createTable('form_types')
        .addColumn('form_type', 'text', (c) => c.primaryKey())
        .addColumn('filings', 'bigint', (c) => c.notNull())
        .execute();

      await s
        .createTable('filing_documents')
        .addColumn('accession', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint')
        .addColumn('last_modified', 'text')
        .addPrimaryKeyConstraint('filing_documents_pk', ['accession', 'name'])
        .execute();

      await s
        .createTable('alerts')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('user_email', 'text', (c) => c.notNull())
        .addColumn('cik', 'bigint', (c) => c.notNull())
        .addColumn('form_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('notify_by_email', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One alert per user and company: the second is "You are Already Tracking This Cik".
      await sql`create unique index alerts_user_cik on ${table('alerts')} (user_id, cik)`.execute(db);
      await sql`create index alerts_cik on ${table('alerts')} (cik)`.execute(db);

      await s
        .createTable('generated_alerts')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('alert_id', 'integer', (c) => c.notNull().references(`${schema}.alerts.id`).onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('accession', 'text', (c) => c.notNull())
        .addColumn('cik', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('seen_at', 'timestamptz')
        .execute();
      // A filing alerts once per alert, however often its file is read.
      await sql`create unique index generated_alerts_once on ${table('generated_alerts')} (alert_id, accession)`.execute(db);
      await sql`create index generated_alerts_user on ${table('generated_alerts')} (user_id, id desc)`.execute(db);
    },
  };
}
