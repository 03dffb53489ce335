import type { AccessClaims } from '@ea/contracts';
import type { Redis } from 'ioredis';

const HASH = 'identity:revoked-users';
const CHANNEL = 'identity:revoked-users';

/**
 * Makes a user's live access tokens stop working at once (suspended, locked, deprovisioned,
 * deleted, signed out). The identity service records "tokens of user U issued before T are void"
 * in Redis and announces it; every process keeps the list in memory, fed by pub/sub, so the check
 * on each request costs no network round trip.
 */
export interface SessionRevocation {
  /** Voids every token the user holds now. */
  revokeUser(userId: string): Promise<void>;
  /** False when the token was issued before the user's last revocation. */
  isActive(claims: Pick<AccessClaims, 'sub' | 'issuedAt'>): boolean;
  /**
   * Calls listener with the user id each time a revocation is announced by any process (this one
   * included), once isActive already reflects it. Returns the function that stops listening.
   */
  onRevoked(listener: (userId: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * @param redis a connection used for commands; a duplicate is made for the subscription.
 * @param maxTokenAgeMs entries older than this can be dropped, since no token outlives it.
 */
export async function createSessionRevocation(redis: Redis, maxTokenAgeMs = 24 * 60 * 60 * 1000): Promise<SessionRevocation> {
  const revokedAt = new Map<string, number>();
  const listeners = new Set<(userId: string) => void>();
  const subscriber = redis.duplicate();
  // Subscribe before loading, so a revocation between the two is not missed.
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, message: string) => {
    const [userId, at] = message.split(' ');
    if (!userId || !at) return;
    revokedAt.set(userId, Math.max(revokedAt.get(userId) ?? 0, Number(at)));
    for (const listener of listeners) listener(userId);
  });
  const stored = await redis.hgetall(HASH);
  const horizon = Date.now() - maxTokenAgeMs;
  for (const [userId, at] of Object.entries(stored)) {
    const ms = Number(at);
    if (ms >= horizon) revokedAt.set(userId, Math.max(revokedAt.get(userId) ?? 0, ms));
    else await redis.hdel(HASH, userId);
  }
  return {
    async revokeUser(userId) {
      const at = Date.now();
      revokedAt.set(userId, at);
      await redis.hset(HASH, userId, String(at));
      await redis.publish(CHANNEL, `${userId} ${at}`);
    },
    isActive(claims) {
      const at = revokedAt.get(claims.sub);
      return at === undefined || claims.issuedAt > at;
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
