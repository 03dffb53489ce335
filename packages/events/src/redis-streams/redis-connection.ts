import Redis, { type RedisOptions } from 'ioredis';
import type { EventsLogger } from '../events-logger.ts';

/** Where Redis is: a redis:// URL or ioredis options. */
export type RedisTarget = string | RedisOptions;

/**
 * Opens a connection that fails commands after a couple of reconnection attempts instead of
 * queueing them for minutes, so the outbox relay learns quickly that the bus is down. Connection
 * errors are logged once per outage rather than on every retry.
 */
export function openRedis(target: RedisTarget, name: string, logger: EventsLogger): Redis {
  const options: RedisOptions = { maxRetriesPerRequest: 2, connectionName: name };
  const redis = typeof target === 'string' ? new Redis(target, options) : new Redis({ ...target, ...options });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error, connection: name }, 'redis connection failed, retrying');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

/** Closes a connection politely when it is up and at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through: the connection broke while quitting
    }
  }
  redis.disconnect();
}
