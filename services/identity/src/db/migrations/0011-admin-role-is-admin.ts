import { ADMIN_ROLE } from '@ea/contracts/identity';
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The Admin role and the admin flag become one thing: every flagged admin holds the Admin role,
 * every holder of the Admin role is flagged, and the Admin role is mapped to every feature (as
 * admins hold them all anyway, and its mapping can no longer be edited).
 */
export const adminRoleIsAdmin = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const table = (name: string) => sql.table(`${schema}.${name}`);
    await sql`
      insert into ${table('user_roles')} (user_id, role_id)
      select u.id, r.id from ${table('users')} u, ${table('roles')} r
       where u.admin and r.name = ${ADMIN_ROLE}
      on conflict do nothing`.execute(db);
    await sql`
      update ${table('users')} set admin = true
       where not admin and id in (
         select ur.user_id from ${table('user_roles')} ur join ${table('roles')} r on r.id = ur.role_id where r.name = ${ADMIN_ROLE})`.execute(
      db,
    );
    await sql`
      insert into ${table('role_features')} (role_id, feature_id)
      select r.id, f.id from ${table('roles')} r, ${table('features')} f
       where r.name = ${ADMIN_ROLE}
      on conflict do nothing`.execute(db);
  },
});
