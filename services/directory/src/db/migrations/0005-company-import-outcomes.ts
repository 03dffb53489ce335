import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The companies import's "update existing" mode and the rows it lists beside its failed ones:
 * a run remembers its mode (the same file is one run per channel, mode and update mode) and how
 * many companies it updated; each valid row not created (already there, or updated) is kept with
 * its outcome, so the run's report names every row that did not become a new company.
 */
export function companyImportOutcomes(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const runs = sql.id(schema, 'bulk_import_runs');
      await sql`alter table ${runs}
        add column update_existing boolean not null default false,
        add column updated_count integer not null default 0`.execute(db);
      // One statement: the file's runs are never without their uniqueness.
      await sql`alter table ${runs}
        drop constraint bulk_import_runs_file,
        add constraint bulk_import_runs_file unique (channel_id, content_hash, import_valid, update_existing)`.execute(db);
      await db.schema
        .withSchema(schema)
        .createTable('bulk_import_row_outcomes')
        .addColumn('run_id', 'uuid', (c) => c.notNull().references(`${schema}.bulk_import_runs.id`))
        .addColumn('row_number', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('existing', 'updated')`))
        .addColumn('row_values', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('bulk_import_row_outcomes_pkey', ['run_id', 'row_number'])
        .execute();
    },
  };
}
