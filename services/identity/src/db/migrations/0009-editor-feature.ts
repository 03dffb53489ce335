import { FEATURE_EDITOR } from '@ea/contracts';
import { ADMIN_ROLE } from '@ea/contracts/identity';
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Feature_Editor: saving and adding topics, topic locks and drafts need it ("You Have no Editor
 * Facility" otherwise). Until now anyone with the Library module (reviewer-only users excepted)
 * could save topics, so enforcing it without a grant would take editing from every seeded role
 * but Admin. Preparer prepares the filings, so it keeps editing; the Admin role is granted it as
 * it holds every seeded feature (admins hold every feature anyway). Reviewer stays without it: a
 * reviewer reads and comments, never changes a document. An admin can take it away on the
 * feature-mapping screen; a role created later starts without it. Rows already there are kept.
 */
export const editorFeature = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    await sql`
      insert into ${sql.table(`${schema}.features`)} (name, description)
      values (${FEATURE_EDITOR}, 'Edit documents: save and add topics, lock topics, keep drafts')
      on conflict (name) do nothing`.execute(db);
    await sql`
      insert into ${sql.table(`${schema}.role_features`)} (role_id, feature_id)
      select r.id, f.id
        from ${sql.table(`${schema}.roles`)} r, ${sql.table(`${schema}.features`)} f
       where r.name in (${sql.join(['Preparer', ADMIN_ROLE])}) and f.name = ${FEATURE_EDITOR}
      on conflict do nothing`.execute(db);
  },
});
