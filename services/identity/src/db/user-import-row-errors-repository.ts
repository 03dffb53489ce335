import { importRowErrorsRepository } from '@ea/import-runs';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';
import type { IdentityExecutor } from './identity-database.ts';

export const { insertRowErrors, listRowErrors } = importRowErrorsRepository<IdentityExecutor>({
  schema: IDENTITY_SCHEMA,
  table: 'user_import_row_errors',
});
