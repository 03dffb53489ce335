import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { EDGAR_EYE_SCHEMA } from '../schema.ts';
import { edgarEyeTables } from './0002-edgar-eye-tables.ts';
import { searchKeys } from './0003-search-keys.ts';
import { filingsVacuum } from './0004-filings-vacuum.ts';

/** The edgar_eye schema: outbox/inbox, audit log, then index files, filings, companies and alerts;
 * then the accession collation and the similar-name key; then the filings' vacuum setting. */
export const edgarEyeMigrations: SchemaMigrations = {
  schema: EDGAR_EYE_SCHEMA,
  migrations: {
    ...outboxMigrations(EDGAR_EYE_SCHEMA),
    ...auditLogMigrations(EDGAR_EYE_SCHEMA),
    '0002_edgar_eye_tables': edgarEyeTables(EDGAR_EYE_SCHEMA),
    '0003_search_keys': searchKeys(EDGAR_EYE_SCHEMA),
    '0004_filings_vacuum': filingsVacuum(EDGAR_EYE_SCHEMA),
  },
};
