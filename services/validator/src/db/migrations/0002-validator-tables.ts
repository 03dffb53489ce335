import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The companies projection's names (for the lists), projects (a name unique per company whatever
 * its case), validation runs and the messages each run found. A project's runs and a run's
 * messages go with it.
 */
export function validatorTables(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      const table = (name: string) => sql.id(schema, name);

      await s
        .alterTable('companies')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cik', 'text')
        .addColumn('ticker', 'text')
        .execute();

      await s
        .createTable('projects')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('form_description', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('ixbrl', 'xbrl')`))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create unique index projects_company_name on ${table('projects')} (company_id, lower(name))`.execute(db);

      await s
        .createTable('runs')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('project_id', 'integer', (c) => c.notNull().references(`${schema}.projects.id`).onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ixbrl', 'xbrl', 'zip')`))
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'passed', 'failed', 'crashed')`))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('inconsistency_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('warning_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('info_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fact_count', 'integer')
        .addColumn('failure', 'text')
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('touched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await sql`create index runs_project on ${table('runs')} (project_id, id desc)`.execute(db);
      // The sweeper's question: live runs that stopped moving.
      await sql`create index runs_live on ${table('runs')} (touched_at) where state in ('queued', 'running')`.execute(db);

      await s
        .createTable('run_messages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('run_id', 'integer', (c) => c.notNull().references(`${schema}.runs.id`).onDelete('cascade'))
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('rule_id', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('file', 'text')
        .addColumn('line', 'integer')
        .addColumn('column', 'integer')
        .addColumn('element', 'text')
        .addColumn('fact_id', 'text')
        .execute();
      await sql`create index run_messages_filter on ${table('run_messages')} (run_id, severity, rule_id, id)`.execute(db);
    },
  };
}
