import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Comment threads and their comments, and the projection of the identity's users that decides who
 * may be mentioned. A thread's id is the one the topic's comment mark carries, so the thread
 * follows its range of text through edits around it.
 */
export function comments(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      const table = (name: string) => sql.id(schema, name);

      await s
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('channel_id', 'integer')
        .addColumn('single_company_id', 'integer')
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // The mentionable users of a channel, in the order they are offered.
      await sql`create index users_mentionable on ${table('users')} (channel_id, email) where active and status = 'ACTIVE'`.execute(db);

      await s
        .createTable('comment_threads')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('topic_id', 'uuid', (c) => c.notNull().references(`${schema}.topics.id`))
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('resolved', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('resolved_by', 'text')
        .addColumn('resolved_at', 'timestamptz')
        .execute();
      await s.createIndex('comment_threads_document').on('comment_threads').columns(['document_id', 'created_at']).execute();

      await s
        .createTable('comment_entries')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('thread_id', 'uuid', (c) => c.notNull().references(`${schema}.comment_threads.id`))
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('mentions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await s.createIndex('comment_entries_thread').on('comment_entries').columns(['thread_id', 'created_at']).execute();
    },
  };
}
