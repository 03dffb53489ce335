import { importRunQueue } from '@ea/jobs';

/** Imports an uploaded users workbook: the job id is the run id, so a run is one job. */
export const userImportQueue = importRunQueue('user-import');
