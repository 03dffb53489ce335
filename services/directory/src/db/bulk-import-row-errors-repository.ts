import { importRowErrorsRepository } from '@ea/import-runs';
import { DIRECTORY_SCHEMA } from '../migrations/directory-migrations.ts';
import type { DirectoryExecutor } from './directory-database.ts';

export const { insertRowErrors, listRowErrors } = importRowErrorsRepository<DirectoryExecutor>({
  schema: DIRECTORY_SCHEMA,
  table: 'bulk_import_row_errors',
});
