import { createSessionRevocation, type SessionRevocation } from '@ea/service-kit';
import { Redis } from 'ioredis';

export interface TestSessions {
  sessions: SessionRevocation;
  close(): Promise<void>;
}

/** Service-kit's session revocation on its own Redis connection, as each hub process holds one. */
export async function openTestSessions(redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'): Promise<TestSessions> {
  const redis = new Redis(redisUrl);
  const sessions = await createSessionRevocation(redis);
  return {
    sessions,
    close: async () => {
      await sessions.close();
      await redis.quit();
    },
  };
}
