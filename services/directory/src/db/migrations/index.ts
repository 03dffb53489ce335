import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { DIRECTORY_SCHEMA } from '../schema.ts';
import { directoryTables } from './0002-directory-tables.ts';
import { companyVersions } from './0003-company-versions.ts';

/**
 * The directory schema: outbox/inbox, audit log, then channels, companies and companies-import
 * runs, and the per-channel company versions that keep cached list counts honest.
 */
export const directoryMigrations: SchemaMigrations = {
  schema: DIRECTORY_SCHEMA,
  migrations: {
    ...outboxMigrations(DIRECTORY_SCHEMA),
    ...auditLogMigrations(DIRECTORY_SCHEMA),
    '0002_directory_tables': directoryTables(DIRECTORY_SCHEMA),
    '0003_company_versions': companyVersions(DIRECTORY_SCHEMA),
  },
};
