import type { ServiceContext } from '../service-definition.ts';
import type { Platform } from './open-platform.ts';

/** What a service registered in this process gets of the platform. */
export function serviceContext(platform: Platform, outboxWritten: () => void): ServiceContext {
  return {
    db: platform.database.db,
    redis: platform.redis,
    bus: platform.bus,
    sessions: platform.sessions,
    storage: platform.storage,
    queue: (def) => platform.queues.of(def),
    outboxWritten,
    env: platform.env,
  };
}
