import { ApiError } from '@ea/contracts';
import type { Redis } from 'ioredis';

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for each key; throws 429 when any key is over its limit. */
  hit(bucket: string, keys: string[], limit: RateLimit): Promise<void>;
}

// INCR and set the expiry on the first hit only, atomically, so a window never lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Fixed-window counters in Redis, so a limit holds across every process of the service. Keys are
 * the account (email) and the caller's address, so neither one account from many addresses nor
 * one address over many accounts gets unlimited tries.
 */
export function createRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(bucket, keys, limit) {
      for (const key of keys) {
        const count = Number(await redis.eval(HIT_SCRIPT, 1, `${prefix}:rate:${bucket}:${key}`, limit.windowSeconds * 1000));
        if (count > limit.max) throw new ApiError('tooManyRequests');
      }
    },
  };
}
