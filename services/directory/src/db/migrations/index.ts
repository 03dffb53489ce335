import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { DIRECTORY_SCHEMA } from '../schema.ts';
import { directoryTables } from './0002-directory-tables.ts';
import { companyVersions } from './0003-company-versions.ts';
import { uniqueChannelNames } from './0004-unique-channel-names.ts';
import { companyImportOutcomes } from './0005-company-import-outcomes.ts';
import { companyFilerDetails } from './0006-company-filer-details.ts';
import { channelArchive } from './0007-channel-archive.ts';
import { announceArchivedChannels } from './0008-announce-archived-channels.ts';

/**
 * The directory schema: outbox/inbox, audit log, then channels, companies and companies-import
 * runs, the per-channel company versions that keep cached list counts honest, and channel names
 * unique ignoring case and surrounding spaces, and the companies import's update mode with the
 * rows it did not create, the companies' filer details, and archived channels (announced once to
 * the projections that learned to keep the archived state later).
 */
export const directoryMigrations: SchemaMigrations = {
  schema: DIRECTORY_SCHEMA,
  migrations: {
    ...outboxMigrations(DIRECTORY_SCHEMA),
    ...auditLogMigrations(DIRECTORY_SCHEMA),
    '0002_directory_tables': directoryTables(DIRECTORY_SCHEMA),
    '0003_company_versions': companyVersions(DIRECTORY_SCHEMA),
    '0004_unique_channel_names': uniqueChannelNames(DIRECTORY_SCHEMA),
    '0005_company_import_outcomes': companyImportOutcomes(DIRECTORY_SCHEMA),
    '0006_company_filer_details': companyFilerDetails(DIRECTORY_SCHEMA),
    '0007_channel_archive': channelArchive(DIRECTORY_SCHEMA),
    '0008_announce_archived_channels': announceArchivedChannels(DIRECTORY_SCHEMA),
  },
};
