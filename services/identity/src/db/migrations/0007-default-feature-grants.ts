import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, REVIEWER_ROLE } from '@ea/contracts';
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Feature_CompanyManagement and Feature_AuditLog were offered on the feature-mapping screen long
 * before the services enforced them, so until now every role could write companies (reviewer-only
 * users excepted) and read the company audit log. Enforcing them without grants would take those
 * rights from every seeded role but Admin. This keeps what each seeded role did:
 * - Preparer prepares companies' filings: it adds and edits companies and reads the audit logs.
 * - Reviewer reads the audit log of what it reviews; it never wrote companies (reviewer-only).
 * Admins hold every feature anyway. An admin can take either feature away on the feature-mapping
 * screen; a role created later starts with neither. Rows already granted are kept as they are.
 */
const GRANTS: { role: string; features: string[] }[] = [
  { role: 'Preparer', features: [FEATURE_COMPANY_MANAGEMENT, FEATURE_AUDIT_LOG] },
  { role: REVIEWER_ROLE, features: [FEATURE_AUDIT_LOG] },
];

export const defaultFeatureGrants = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    for (const grant of GRANTS) {
      await sql`
        insert into ${sql.table(`${schema}.role_features`)} (role_id, feature_id)
        select r.id, f.id
          from ${sql.table(`${schema}.roles`)} r, ${sql.table(`${schema}.features`)} f
         where r.name = ${grant.role} and f.name in (${sql.join(grant.features)})
        on conflict do nothing`.execute(db);
    }
  },
});
