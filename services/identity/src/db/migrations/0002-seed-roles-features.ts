import { FEATURE_USER_MANAGEMENT, REVIEWER_ROLE } from '@ea/contracts';
import { ADMIN_ROLE } from '@ea/contracts/identity';
import type { Kysely, Migration } from 'kysely';

const ROLES = [ADMIN_ROLE, 'Preparer', REVIEWER_ROLE];
const FEATURES = [
  { name: FEATURE_USER_MANAGEMENT, description: 'Manage users, their roles and module access' },
  { name: 'Feature_AuditLog', description: 'Read the audit logs' },
  { name: 'Feature_CompanyManagement', description: 'Add and edit companies' },
];

/** The roles and features every installation starts with; the Admin role holds user management. */
export const seedRolesAndFeatures = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const roles = await db
      .withSchema(schema)
      .insertInto('roles')
      .values(ROLES.map((name) => ({ name })))
      .returning(['id', 'name'])
      .execute();
    const features = await db.withSchema(schema).insertInto('features').values(FEATURES).returning(['id', 'name']).execute();
    const adminRole = roles.find((r) => r.name === ADMIN_ROLE)!;
    await db
      .withSchema(schema)
      .insertInto('role_features')
      .values(features.map((f) => ({ role_id: adminRole.id, feature_id: f.id })))
      .execute();
  },
});
