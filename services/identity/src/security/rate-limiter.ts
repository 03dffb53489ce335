import { ApiError } from '@ea/contracts';
import type { Redis } from 'ioredis';

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number;
  windowSeconds: number;
}

/**
 * A key may fail `freeFailures` times; from that failure on it waits before each next try, the
 * first wait `firstDelaySeconds`, each further one twice as long, at most `maxDelaySeconds`.
 */
export interface FailureThrottle {
  freeFailures: number;
  /** Failures are forgotten once the key has had none for this long. */
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for each key; throws 429 when any key is over its limit. */
  hit(bucket: string, keys: string[], limit: RateLimit): Promise<void>;
  /** Throws 429 (with the seconds to wait) while the key waits after its failures. */
  assertNotWaiting(bucket: string, key: string): Promise<void>;
  /** Counts a failure of the key; from its last free failure on, the key must wait before its next try. */
  recordFailure(bucket: string, key: string, throttle: FailureThrottle): Promise<void>;
}

/** 429 that tells the caller when to come back (the route sends it as Retry-After). */
export class RetryLaterError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('tooManyRequests');
  }
}

// INCR and set the expiry on the first hit only, atomically, so a window never lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

// Counts the failure (its window restarts with each one), and from the last free failure on sets
// the wait key: first delay × 2^(failures − free), capped.
const FAILURE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local over = count - tonumber(ARGV[2])
if over >= 0 then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(over, 30), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return count`;

/**
 * Counters in Redis, so a limit holds across every process of the service: fixed-window hit
 * limits, and failure throttles that make a key (an account, an address) wait longer after each
 * failure past its free ones, so neither one account from many addresses nor one address over
 * many accounts gets unlimited tries.
 */
export function createRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const failuresKey = (bucket: string, key: string) => `${prefix}:failures:${bucket}:${key}`;
  const waitKey = (bucket: string, key: string) => `${prefix}:wait:${bucket}:${key}`;
  return {
    async hit(bucket, keys, limit) {
      for (const key of keys) {
        const count = Number(await redis.eval(HIT_SCRIPT, 1, `${prefix}:rate:${bucket}:${key}`, limit.windowSeconds * 1000));
        if (count > limit.max) throw new ApiError('tooManyRequests');
      }
    },
    async assertNotWaiting(bucket, key) {
      const waitMs = await redis.pttl(waitKey(bucket, key));
      if (waitMs > 0) throw new RetryLaterError(Math.ceil(waitMs / 1000));
    },
    async recordFailure(bucket, key, throttle) {
      await redis.eval(
        FAILURE_SCRIPT,
        2,
        failuresKey(bucket, key),
        waitKey(bucket, key),
        throttle.windowSeconds * 1000,
        throttle.freeFailures,
        throttle.firstDelaySeconds * 1000,
        throttle.maxDelaySeconds * 1000,
      );
    },
  };
}
