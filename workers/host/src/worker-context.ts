import type { JobLogger, WorkerContext } from '@ea/jobs';
import type { Platform } from '@ea/service-kit';

/** What a process's job processors get of its platform. */
export function workerContext(platform: Platform, outboxWritten: () => void, log: JobLogger): WorkerContext {
  return {
    db: platform.database.db,
    redis: platform.redis,
    storage: platform.storage,
    env: platform.env,
    log,
    outboxWritten,
    queue: (def) => platform.queues.of(def),
  };
}
