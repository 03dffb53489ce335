import type { RedisOptions } from 'bullmq';

/**
 * Who uses the connection. Workers block on Redis and must never give up on a command
 * (BullMQ requires maxRetriesPerRequest: null); producers answer HTTP requests and should fail
 * fast when Redis is down instead of queueing commands forever.
 */
export type RedisRole = 'worker' | 'producer';

/**
 * BullMQ connection options for a redis:// or rediss:// URL. BullMQ opens (and closes) its own
 * ioredis connections from them, so every Queue and Worker owns its connections.
 */
export function redisOptionsFromUrl(url: string, role: RedisRole): RedisOptions {
  const { protocol } = new URL(url);
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new Error(`a Redis URL must start with redis:// or rediss://, got "${protocol}//"`);
  }
  return { url, maxRetriesPerRequest: role === 'worker' ? null : 3 };
}
