import { type Kysely, type Migration, sql } from 'kysely';

/** Bulk import of users: runs, their uploaded files, the validated rows to create and the failed rows. */
export const userImportTables = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('user_import_runs')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      // Null when an admin imported without naming a channel: each row names its own.
      .addColumn('channel_id', 'integer', (c) => c.references(`${schema}.channels.id`))
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('import_valid', 'boolean', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_by_email', 'text')
      // The rows are checked with the uploader's rights (only admins grant the Admin role).
      .addColumn('created_by_admin', 'boolean', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
      // Validated rows already committed: a restarted run continues here.
      .addColumn('next_row', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .addCheckConstraint('user_import_runs_status_check', sql`status in ('queued','importing','completed','rejected','failed')`)
      .execute();
    // The same file into the same channel (or none) in the same mode is one run.
    await sql`alter table ${sql.table(`${schema}.user_import_runs`)} add constraint user_import_runs_file
      unique nulls not distinct (channel_id, content_hash, import_valid)`.execute(db);
    await s.createIndex('user_import_runs_recent').on('user_import_runs').columns(['channel_id', 'created_at']).execute();

    // The upload, kept until its rows are validated and stored.
    await s
      .createTable('user_import_files')
      .addColumn('run_id', 'uuid', (c) => c.primaryKey().references(`${schema}.user_import_runs.id`).onDelete('cascade'))
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .execute();

    // The valid rows in file order (seq): what the batches create, and which users still await their activation mail.
    await s
      .createTable('user_import_rows')
      .addColumn('run_id', 'uuid', (c) => c.notNull().references(`${schema}.user_import_runs.id`).onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('input', 'jsonb', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references(`${schema}.users.id`).onDelete('set null'))
      .addColumn('outcome', 'text')
      .addColumn('activation_sent_at', 'timestamptz')
      .addPrimaryKeyConstraint('user_import_rows_pkey', ['run_id', 'seq'])
      .execute();
    await s
      .createIndex('user_import_rows_activation_pending')
      .on('user_import_rows')
      .columns(['run_id', 'seq'])
      .where(sql.ref('outcome'), '=', 'created')
      .where(sql.ref('activation_sent_at'), 'is', null)
      .execute();

    await s
      .createTable('user_import_row_errors')
      .addColumn('run_id', 'uuid', (c) => c.notNull().references(`${schema}.user_import_runs.id`).onDelete('cascade'))
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('row_values', 'jsonb', (c) => c.notNull())
      .addColumn('messages', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_import_row_errors_pkey', ['run_id', 'row_number'])
      .execute();
  },
});
