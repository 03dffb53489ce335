import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Working on a document together: who holds the lock of a topic (and until when, a heartbeat
 * renewing it), each user's autosaved draft of a topic, and who is present in a document. Locks
 * and presence lapse by `expires_at`, compared with the service's clock on every read, so a
 * browser that vanished without a word frees the topic on its own; nothing has to sweep them.
 */
export function collaborationTables(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);

      await s
        .createTable('topic_locks')
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('topic_id', 'uuid', (c) => c.notNull().references(`${schema}.topics.id`))
        .addColumn('holder_id', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('acquired_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('topic_locks_pkey', ['document_id', 'topic_id'])
        .execute();

      await s
        .createTable('topic_drafts')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('topic_id', 'uuid', (c) => c.notNull().references(`${schema}.topics.id`))
        .addColumn('base_revision', 'integer', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('model', 'jsonb', (c) => c.notNull())
        .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('topic_drafts_pkey', ['user_id', 'document_id', 'topic_id'])
        .execute();

      await s
        .createTable('document_presence')
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('topic_id', 'uuid', (c) => c.references(`${schema}.topics.id`))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_presence_pkey', ['document_id', 'user_id'])
        .execute();
    },
  };
}
