import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { EventsLogger } from '../events-logger.ts';
import { createRedisStreamsBus, type RedisStreamsBusOptions } from '../redis-streams/redis-streams-bus.ts';

export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const quietLogger: EventsLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** A unique key prefix for one test file, and a way to delete its keys afterwards. */
export function testKeyspace(label: string): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `test-${label}-${randomUUID().slice(0, 8)}`;
  return {
    prefix,
    async cleanup() {
      const redis = new Redis(testRedisUrl);
      try {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}

/** A Redis Streams bus with timing knobs short enough for tests. */
export function fastTestBus(prefix: string, overrides: Partial<RedisStreamsBusOptions> = {}) {
  return createRedisStreamsBus({
    redis: testRedisUrl,
    prefix,
    partitions: 4,
    leaseMs: 600,
    blockMs: 100,
    retry: { maxAttempts: 4, baseMs: 10, maxMs: 50 },
    logger: quietLogger,
    ...overrides,
  });
}
