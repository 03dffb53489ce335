import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Migrations creating `<schema>.outbox` (events written with the state change, awaiting the relay)
 * and `<schema>.inbox` (events a consumer already applied). A service spreads them into its own
 * migrations; the keys sort before a service's "0001_…" ones.
 */
export function outboxMigrations(schema: string): Record<string, Migration> {
  return {
    '0000_inbox': {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
      up: async (db: Kysely<any>) => {
        await db.schema
          .withSchema(schema)
          .createTable('inbox')
          .addColumn('consumer', 'text', (c) => c.notNull())
          .addColumn('event_id', 'uuid', (c) => c.notNull())
          .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('inbox_pkey', ['consumer', 'event_id'])
          .execute();
        await db.schema.withSchema(schema).createIndex('inbox_processed_at_idx').on('inbox').column('processed_at').execute();
      },
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      down: async (db: Kysely<any>) => {
        await db.schema.withSchema(schema).dropTable('inbox').execute();
      },
    },
    '0000_outbox': {
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      up: async (db: Kysely<any>) => {
        await db.schema
          .withSchema(schema)
          .createTable('outbox')
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
          .addColumn('topic', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('aggregate_type', 'text', (c) => c.notNull())
          .addColumn('aggregate_id', 'text', (c) => c.notNull())
          .addColumn('scope', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
          .addColumn('payload', 'jsonb', (c) => c.notNull())
          .addColumn('realtime', 'jsonb')
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('published_at', 'timestamptz')
          .execute();
        // The relay's query: unpublished rows in id order. Partial, so it stays as small as the backlog.
        await db.schema
          .withSchema(schema)
          .createIndex('outbox_unpublished_idx')
          .on('outbox')
          .column('id')
          .where(sql.ref('published_at'), 'is', null)
          .execute();
        await db.schema
          .withSchema(schema)
          .createIndex('outbox_published_at_idx')
          .on('outbox')
          .column('published_at')
          .where(sql.ref('published_at'), 'is not', null)
          .execute();
      },
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      down: async (db: Kysely<any>) => {
        await db.schema.withSchema(schema).dropTable('outbox').execute();
      },
    },
  };
}
