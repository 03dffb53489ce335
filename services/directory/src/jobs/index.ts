import type { AnyProcessorDefinition } from '@ea/jobs';
import { companyImportProcessor } from './company-import-processor.ts';

/**
 * The directory's jobs, as the worker host runs them. This entry (`@ea/directory/jobs`) loads no
 * Fastify: a worker process never loads the HTTP stack.
 */
export const directoryJobs: readonly AnyProcessorDefinition[] = [companyImportProcessor()];

export { companyImportProcessor } from './company-import-processor.ts';
export { companyImportQueue } from './company-import-queue.ts';
