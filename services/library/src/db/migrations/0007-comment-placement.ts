import type { Kysely, Migration } from 'kysely';

/**
 * Where a comment thread stands after a comment transfer: `unplaced_in` is the number of the
 * version whose text no longer has the thread's words (null while its anchor is in the document).
 * The thread and its comments stay; the editor lists it apart until a later transfer places it.
 */
export function commentPlacement(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      await db.schema.withSchema(schema).alterTable('comment_threads').addColumn('unplaced_in', 'integer').execute();
    },
  };
}
