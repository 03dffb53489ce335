import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Render jobs: one row per requested output (a document version in a format with its options),
 * and one per chunk of a long PDF (job type chunking, under its parent). `job_key` names the work,
 * so a repeated request finds the row it made before instead of rendering again; `generation`
 * counts how often the work was (re)started, and makes the queue's job id new each time.
 */
export function renderJobs(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      const table = (name: string) => sql.id(schema, name);

      await s
        .createTable('render_jobs')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('job_key', 'text', (c) => c.notNull().unique())
        .addColumn('parent_id', 'uuid', (c) => c.references(`${schema}.render_jobs.id`))
        .addColumn('chunk_index', 'integer')
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('version_id', 'uuid', (c) => c.notNull().references(`${schema}.document_versions.id`))
        .addColumn('version_number', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('options', 'jsonb', (c) => c.notNull())
        .addColumn('job_type', 'smallint', (c) => c.notNull())
        .addColumn('status', 'smallint', (c) => c.notNull())
        .addColumn('result', 'smallint')
        .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('message', 'text')
        .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('requested_by_email', 'text')
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .addColumn('touched_at', 'timestamptz', (c) => c.notNull())
        .addColumn('file_key', 'text')
        .addColumn('file_name', 'text')
        .addColumn('content_type', 'text')
        .addColumn('file_size', 'bigint')
        .addColumn('log_key', 'text')
        // A PDF's page count and the page each topic starts on: the proof keeps its panes together with them.
        .addColumn('page_count', 'integer')
        .addColumn('topic_pages', 'jsonb')
        .execute();
      // The sweeper's question: which unfinished jobs have not moved for a while.
      await sql`create index render_jobs_unfinished on ${table('render_jobs')} (touched_at) where status in (2, 3)`.execute(db);
      await s.createIndex('render_jobs_parent').on('render_jobs').columns(['parent_id', 'chunk_index']).execute();
      await s.createIndex('render_jobs_document').on('render_jobs').columns(['document_id', 'requested_at']).execute();
    },
  };
}
