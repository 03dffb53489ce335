import { createRedisStreamsBus, type EventBus } from '@ea/events';

/** A Redis Streams bus whose keys all live under the test's prefix. */
export function createTestBus(prefix: string): EventBus {
  return createRedisStreamsBus({ redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `${prefix}:bus`, blockMs: 200 });
}
