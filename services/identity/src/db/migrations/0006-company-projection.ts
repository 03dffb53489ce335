import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The projection of the directory's companies that identity needs to check a user's single
 * company: which channel each company is in and whether it is deleted (fed by company events).
 */
export const companyProjection = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    await db.schema
      .withSchema(schema)
      .createTable('companies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('channel_id', 'integer', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
});
