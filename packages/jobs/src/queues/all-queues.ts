import type { AnyQueueDef } from '../define-queue.ts';
import { housekeepingQueue } from './housekeeping.ts';
import { bulkImportQueue, userImportQueue } from './import-runs.ts';

/** Every queue with a processor; the worker host serves all of them. */
export const allQueues: readonly AnyQueueDef[] = [housekeepingQueue, bulkImportQueue, userImportQueue];
