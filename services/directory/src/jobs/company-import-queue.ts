import { importRunQueue } from '@ea/jobs';

/** Imports an uploaded companies workbook: the job id is the run id, so a run is one job. */
export const companyImportQueue = importRunQueue('company-import');

/** The queue's name before it was named for what it imports; its remaining jobs are still worked. */
export const FORMER_COMPANY_IMPORT_QUEUE = 'bulk-import';
