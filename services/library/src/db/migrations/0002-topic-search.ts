import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The search vector of each topic's current revision, kept on the topic: search then reads the
 * current content alone through a GIN index over as many rows as there are topics, instead of
 * every revision ever saved. A trigger copies the vector whenever a topic is pointed at another
 * revision (or at none, when the map leaves it out), so no write path has to remember it.
 */
export function topicSearch(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const topics = sql.id(schema, 'topics');
      const revisions = sql.id(schema, 'topic_revisions');
      const copySearch = sql.id(schema, 'topics_copy_search');
      await sql`alter table ${topics} add column search tsvector`.execute(db);
      await sql`
        create function ${copySearch}() returns trigger language plpgsql as $$
        begin
          new.search := (select r.search from ${sql.raw(`${quote(schema)}.topic_revisions`)} r where r.id = new.current_revision_id);
          return new;
        end $$`.execute(db);
      await sql`
        create trigger topics_copy_search before insert or update of current_revision_id on ${topics}
        for each row execute function ${copySearch}()`.execute(db);
      await sql`update ${topics} t set search = r.search from ${revisions} r where r.id = t.current_revision_id`.execute(db);
      await sql`create index topics_search on ${topics} using gin (search)`.execute(db);
    },
  };
}

/** A schema name as a quoted identifier, for the function body (a string Postgres parses when the trigger runs). */
function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
