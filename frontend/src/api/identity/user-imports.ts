import { USER_IMPORT_EVENT_TYPES } from '@ea/contracts/identity';
import { importArea } from '../import-runs.ts';

/** The users import: its runs under api/user/bulkImport, followed through identity's import events. */
export const userImports = importArea('/api/user/bulkImport', USER_IMPORT_EVENT_TYPES, 'users');
