import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A project belongs to one module: the Validator (10) or EAsyView (1). Projects made before
 * EAsyView existed are the Validator's. A name is unique per company within its module, so each
 * module's users name their projects without seeing the other's.
 */
export function projectModule(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const table = sql.id(schema, 'projects');
      await db.schema
        .withSchema(schema)
        .alterTable('projects')
        .addColumn('module', 'integer', (c) => c.notNull().defaultTo(10).check(sql`module in (1, 10)`))
        .execute();
      await sql`alter table ${table} alter column module drop default`.execute(db);
      await sql`drop index ${sql.id(schema, 'projects_company_name')}`.execute(db);
      await sql`create unique index projects_company_name on ${table} (company_id, module, lower(name))`.execute(db);
    },
  };
}
