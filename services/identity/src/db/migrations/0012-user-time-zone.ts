import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The time zone a user reads times in: an IANA zone name they choose on their profile. Null (every
 * user until they choose) means the browser's own zone.
 */
export const userTimeZone = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    await sql`alter table ${sql.table(`${schema}.users`)} add column time_zone text`.execute(db);
  },
});
