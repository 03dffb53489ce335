import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { IDENTITY_SCHEMA } from '../schema.ts';
import { identityTables } from './0001-identity-tables.ts';
import { seedRolesAndFeatures } from './0002-seed-roles-features.ts';
import { userImportTables } from './0004-user-import-tables.ts';
import { lockoutsAndResetRequests } from './0005-lockouts-and-reset-requests.ts';
import { companyProjection } from './0006-company-projection.ts';
import { defaultFeatureGrants } from './0007-default-feature-grants.ts';
import { userImportObjects } from './0008-user-import-objects.ts';
import { editorFeature } from './0009-editor-feature.ts';
import { announceUsers } from './0010-announce-users.ts';
import { adminRoleIsAdmin } from './0011-admin-role-is-admin.ts';
import { userTimeZone } from './0012-user-time-zone.ts';
import { lastSignIn } from './0013-last-sign-in.ts';
import { channelArchived } from './0014-channel-archived.ts';

/** The identity schema: outbox/inbox, audit log, then the service's own tables. */
export const identityMigrations: SchemaMigrations = {
  schema: IDENTITY_SCHEMA,
  migrations: {
    ...outboxMigrations(IDENTITY_SCHEMA),
    ...auditLogMigrations(IDENTITY_SCHEMA),
    '0002_identity_tables': identityTables(IDENTITY_SCHEMA),
    '0003_seed_roles_features': seedRolesAndFeatures(IDENTITY_SCHEMA),
    '0004_user_import_tables': userImportTables(IDENTITY_SCHEMA),
    '0005_lockouts_and_reset_requests': lockoutsAndResetRequests(IDENTITY_SCHEMA),
    '0006_company_projection': companyProjection(IDENTITY_SCHEMA),
    '0007_default_feature_grants': defaultFeatureGrants(IDENTITY_SCHEMA),
    '0008_user_import_objects': userImportObjects(IDENTITY_SCHEMA),
    '0009_editor_feature': editorFeature(IDENTITY_SCHEMA),
    '0010_announce_users': announceUsers(IDENTITY_SCHEMA),
    '0011_admin_role_is_admin': adminRoleIsAdmin(IDENTITY_SCHEMA),
    '0012_user_time_zone': userTimeZone(IDENTITY_SCHEMA),
    '0013_last_sign_in': lastSignIn(IDENTITY_SCHEMA),
    '0014_channel_archived': channelArchived(IDENTITY_SCHEMA),
  },
};
