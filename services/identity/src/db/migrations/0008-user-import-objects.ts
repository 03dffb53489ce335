import type { Kysely, Migration } from 'kysely';

/**
 * Users import workbooks move to the object storage, addressed by their content like the
 * companies import's: a run names its upload's key, and the table that held the bytes goes. A
 * run still queued when this runs loses its file and fails with "The uploaded file is no longer
 * available"; runs past validation work from their stored rows and are not affected.
 */
export const userImportObjects = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const s = db.schema.withSchema(schema);
    // Null for the runs from before, whose bytes were kept in the database.
    await s.alterTable('user_import_runs').addColumn('object_key', 'text').execute();
    await s.dropTable('user_import_files').execute();
  },
});
