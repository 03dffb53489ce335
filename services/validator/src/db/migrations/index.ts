import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { companyProjectionMigration } from '@ea/service-kit/company-projection';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { VALIDATOR_SCHEMA } from '../schema.ts';
import { validatorTables } from './0002-validator-tables.ts';
import { projectModule } from './0003-project-module.ts';
import { taxonomyPackages } from './0004-taxonomy-packages.ts';

/** The validator schema: outbox/inbox, audit log, the companies projection, then projects (of one module each), runs and their messages, and each channel's taxonomy packages. */
export const validatorMigrations: SchemaMigrations = {
  schema: VALIDATOR_SCHEMA,
  migrations: {
    ...outboxMigrations(VALIDATOR_SCHEMA),
    ...auditLogMigrations(VALIDATOR_SCHEMA),
    '0001_company_projection': companyProjectionMigration(VALIDATOR_SCHEMA),
    '0002_validator_tables': validatorTables(VALIDATOR_SCHEMA),
    '0003_project_module': projectModule(VALIDATOR_SCHEMA),
    '0004_taxonomy_packages': taxonomyPackages(VALIDATOR_SCHEMA),
  },
};
