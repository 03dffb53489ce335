import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface TestPrefix {
  /** A BullMQ key prefix no other test file uses. */
  prefix: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

/** A fresh BullMQ key prefix for one test file, so test files never share queue state. */
export function createTestPrefix(redisUrl: string, label: string): TestPrefix {
  const prefix = `test-${label}-${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    cleanup: async () => {
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.unlink(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** The Redis the tests run against. */
export function testRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: run the tests with `npm test`');
  return url;
}
