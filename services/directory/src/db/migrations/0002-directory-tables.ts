import { type Kysely, type Migration, sql } from 'kysely';

/** Channels, companies (soft-deleted in place) and bulk-import runs with their row errors. */
export function directoryTables(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      await s
        .createTable('channels')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo_key', 'text')
        .addColumn('logo_type', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await s
        .createTable('companies')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('channel_id', 'integer', (c) => c.notNull().references(`${schema}.channels.id`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ticker', 'text', (c) => c.notNull())
        .addColumn('cik', 'text')
        .addColumn('cid', 'text')
        .addColumn('sic', 'text')
        .addColumn('cusip', 'text')
        .addColumn('created_by', 'text')
        .addColumn('import_run_id', 'uuid')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('deleted_by', 'text')
        // What the list filter searches, lower-cased once at write time so one index serves it.
        .addColumn('search_text', 'text', (c) =>
          c.generatedAlwaysAs(sql`lower(name || ' ' || ticker || ' ' || coalesce(cik, '') || ' ' || coalesce(cid, ''))`).stored(),
        )
        .execute();
      // An identifier names one company per channel, deleted ones included: a deleted company is
      // restored, not re-created, so its identifiers stay reserved.
      await sql`create unique index companies_channel_cik on ${sql.id(schema, 'companies')} (channel_id, cik) where cik is not null`.execute(
        db,
      );
      await sql`create unique index companies_channel_cid on ${sql.id(schema, 'companies')} (channel_id, cid) where cid is not null`.execute(
        db,
      );
      // The list's default order (name), per channel and for admins across channels. The search
      // text rides along so a filtered count is an index-only scan instead of a visit to every row.
      await sql`create index companies_live_channel_name on ${sql.id(schema, 'companies')} (channel_id, lower(name), id) include (search_text) where deleted_at is null`.execute(
        db,
      );
      await sql`create index companies_live_name on ${sql.id(schema, 'companies')} (lower(name), id) include (search_text) where deleted_at is null`.execute(
        db,
      );
      await sql`create index companies_deleted on ${sql.id(schema, 'companies')} (deleted_at desc) where deleted_at is not null`.execute(
        db,
      );
      // Substring search needs trigrams; the embedded database may lack the extension, where the
      // filter falls back to a scan (its data sets are small).
      const trgm = await sql<{ ok: boolean }>`select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as ok`.execute(
        db,
      );
      if (trgm.rows[0]?.ok) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index companies_search_trgm on ${sql.id(schema, 'companies')} using gin (search_text gin_trgm_ops) where deleted_at is null`.execute(
          db,
        );
      }

      await s
        .createTable('bulk_import_runs')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('channel_id', 'integer', (c) => c.notNull().references(`${schema}.channels.id`))
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('import_valid', 'boolean', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('object_key', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_by_email', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
        // Valid rows already committed: a restarted run continues here.
        .addColumn('next_row', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        // The same file into the same channel in the same mode is one run.
        .addUniqueConstraint('bulk_import_runs_file', ['channel_id', 'content_hash', 'import_valid'])
        .execute();
      await s.createIndex('bulk_import_runs_recent').on('bulk_import_runs').columns(['channel_id', 'created_at']).execute();

      await s
        .createTable('bulk_import_row_errors')
        .addColumn('run_id', 'uuid', (c) => c.notNull().references(`${schema}.bulk_import_runs.id`))
        .addColumn('row_number', 'integer', (c) => c.notNull())
        .addColumn('row_values', 'jsonb', (c) => c.notNull())
        .addColumn('messages', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('bulk_import_row_errors_pkey', ['run_id', 'row_number'])
        .execute();
      await s.createIndex('audit_log_channel').on('audit_log').columns(['channel_id', 'occurred_at']).execute();
      await s.createIndex('audit_log_company').on('audit_log').columns(['company_id', 'occurred_at']).execute();
    },
  };
}
