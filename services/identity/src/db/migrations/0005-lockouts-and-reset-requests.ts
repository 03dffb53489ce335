import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Temporary sign-in locks (until when, and how many in a row, so each lasts longer) and the
 * queue of password-reset requests that are mailed after the request is answered.
 */
export const lockoutsAndResetRequests = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const s = db.schema.withSchema(schema);
    // A lock is in force while locked_until is ahead; locks of the former kind (no end) are over.
    await s
      .alterTable('users')
      .addColumn('locked_until', 'timestamptz')
      .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await s
      .createTable('password_reset_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('brand', 'text')
      .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await s.createIndex('password_reset_requests_due').on('password_reset_requests').column('next_attempt_at').execute();
  },
});
