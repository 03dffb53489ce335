import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The topic search indexes take each new entry into the tree at once instead of a pending list.
 * Every save of a topic adds a revision's whole search vector to both indexes; with the pending
 * list (GIN's default) the save that fills its 4 MB merges it all, a save in a few hundred taking
 * several times as long as the others, and every search meanwhile scans the list unindexed. A
 * direct insert costs each save about a millisecond per index instead.
 */
export function searchIndexFastupdate(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      for (const index of ['topic_revisions_search', 'topics_search']) {
        await sql`alter index ${sql.id(schema, index)} set (fastupdate = off)`.execute(db);
        // Entries already pending stay in the list until merged.
        await sql`select gin_clean_pending_list(${`${schema}.${index}`}::regclass)`.execute(db);
      }
    },
  };
}
