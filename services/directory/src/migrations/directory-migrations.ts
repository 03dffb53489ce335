import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { auditLogMigrations } from '@ea/service-kit';
import { directoryTables } from './0002-directory-tables.ts';

export const DIRECTORY_SCHEMA = 'directory';

/** The directory schema: outbox/inbox, audit log, then channels, companies and bulk-import runs. */
export const directoryMigrations: SchemaMigrations = {
  schema: DIRECTORY_SCHEMA,
  migrations: {
    ...outboxMigrations(DIRECTORY_SCHEMA),
    ...auditLogMigrations(DIRECTORY_SCHEMA),
    '0002_directory_tables': directoryTables(DIRECTORY_SCHEMA),
  },
};
