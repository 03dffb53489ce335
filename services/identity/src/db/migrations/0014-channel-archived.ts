import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The channel projection keeps whether the directory archived each channel: an archived channel
 * takes no new user. Every channel starts as not archived; the directory announces the channels
 * it had already archived (its migration 0008), and the projection applies those events as any
 * other. A constant default rewrites no rows.
 */
export const channelArchived = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    await sql`alter table ${sql.table(`${schema}.channels`)} add column archived boolean not null default false`.execute(db);
  },
});
