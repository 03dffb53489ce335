import type { AnyQueueDef } from '../define-queue.ts';
import { bulkImportQueue } from './bulk-import.ts';
import { housekeepingQueue } from './housekeeping.ts';
import { userImportQueue } from './user-import.ts';

/** Every queue with a processor; the worker host serves all of them. */
export const allQueues: readonly AnyQueueDef[] = [housekeepingQueue, bulkImportQueue, userImportQueue];
