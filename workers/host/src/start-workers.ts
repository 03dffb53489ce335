import type { AnyDb } from '@ea/db';
import { objectStorageFromEnv } from '@ea/directory';
import { allQueues, createQueueClient, HOUSEKEEPING_EVERY_MS, housekeepingQueue } from '@ea/jobs';
import { createBulkImportProcessor } from '@ea/worker-bulk-import';
import { createHousekeepingProcessor } from '@ea/worker-housekeeping';
import { createUserImportProcessor } from '@ea/worker-user-import';
import { createWorkerHost, type WorkerHost } from './create-worker-host.ts';
import type { HostLogger } from './host-logger.ts';

export interface StartWorkersOptions {
  redisUrl: string;
  db: AnyDb;
  /** Service schemas whose outbox and inbox housekeeping trims. */
  schemas: readonly string[];
  logger?: HostLogger;
  /** Default 7. */
  retentionDays?: number;
  prefix?: string;
}

const HOUSEKEEPING_SCHEDULE = 'housekeeping-hourly';

/**
 * Runs every queue's processor in this process and keeps the hourly housekeeping schedule in line
 * with `schemas` (removed when there are none). Used by the standalone worker main and by the
 * gateway in the one-machine setup.
 */
export async function startWorkers(options: StartWorkersOptions): Promise<WorkerHost> {
  const host = await createWorkerHost({
    connection: options.redisUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    queues: allQueues,
    processors: [
      createHousekeepingProcessor({ db: options.db }),
      // Uploaded files live where the directory service stored them: DATA_DIR's object storage.
      createBulkImportProcessor({ db: options.db, storage: objectStorageFromEnv(process.env) }),
      // Activation mails go out as the identity service sends them: MAIL_DIR or SMTP_URL, PUBLIC_URL links.
      createUserImportProcessor({ db: options.db, ...(options.logger ? { log: options.logger } : {}) }),
    ],
  });
  const housekeeping = createQueueClient(housekeepingQueue, {
    connection: options.redisUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  try {
    if (options.schemas.length > 0) {
      const payload = { schemas: [...options.schemas], retentionDays: options.retentionDays ?? 7 };
      await housekeeping.schedule(HOUSEKEEPING_SCHEDULE, payload, { every: HOUSEKEEPING_EVERY_MS });
    } else {
      await housekeeping.unschedule(HOUSEKEEPING_SCHEDULE);
    }
  } catch (error) {
    await host.close();
    throw error;
  } finally {
    await housekeeping.close();
  }
  return host;
}
