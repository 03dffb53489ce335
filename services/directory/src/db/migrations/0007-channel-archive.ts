import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Channels can be archived: when and by whom (the actor's user id, as companies keep who deleted
 * them). Both stay null while the channel is active. Adding nullable columns rewrites no rows.
 */
export function channelArchive(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const channels = sql.id(schema, 'channels');
      await sql`alter table ${channels}
        add column archived_at timestamptz,
        add column archived_by text`.execute(db);
    },
  };
}
