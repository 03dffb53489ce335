import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Taxonomy packages uploaded at a module's taxonomy screen: a channel's own, per module, one per
 * identifier and version. What the listing shows is read from the package once, at upload; the
 * zip itself is in the object storage under `storage_key`.
 */
export function taxonomyPackages(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      await db.schema
        .withSchema(schema)
        .createTable('taxonomy_packages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('module', 'integer', (c) => c.notNull().check(sql`module in (1, 10)`))
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('entry_points', 'jsonb', (c) => c.notNull())
        .addColumn('mapped_urls', 'jsonb', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'text', (c) => c.notNull())
        .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create unique index taxonomy_packages_identity on ${sql.id(schema, 'taxonomy_packages')} (channel_id, module, identifier, version)`.execute(
        db,
      );
    },
  };
}
