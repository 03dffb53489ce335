import type { AnyProcessorDefinition } from '@ea/jobs';
import { userImportProcessor } from './user-import-processor.ts';

/**
 * The identity's jobs, as the worker host runs them. This entry (`@ea/identity/jobs`) loads no
 * Fastify: a worker process never loads the HTTP stack.
 */
export const identityJobs: readonly AnyProcessorDefinition[] = [userImportProcessor()];

export { userImportProcessor } from './user-import-processor.ts';
export { userImportQueue } from './user-import-queue.ts';
