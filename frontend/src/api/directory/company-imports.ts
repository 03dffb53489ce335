import { COMPANY_IMPORT_EVENT_TYPES } from '@ea/contracts/directory';
import { importArea } from '../import-runs.ts';

/** The companies import: its runs under api/bulkImport, followed through the directory's import events. */
export const companyImports = importArea('/api/bulkImport', COMPANY_IMPORT_EVENT_TYPES, 'companies');
