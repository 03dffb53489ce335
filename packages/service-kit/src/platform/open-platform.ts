import { resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@ea/db';
import { createEventBus, type EventBus } from '@ea/events';
import { Redis } from 'ioredis';
import { createTokenVerifier, type VerifyAccessToken } from '../auth/access-tokens.ts';
import { createSessionRevocation, type SessionRevocation } from '../auth/session-revocation.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** The shared resources of a process: database, Redis, event bus and token verification. */
export interface Platform {
  database: DatabaseHandle;
  redis: Redis;
  bus: EventBus;
  verifyToken: VerifyAccessToken;
  sessions: SessionRevocation;
  env: Env;
  dataDir: string;
  close(): Promise<void>;
}

export function requireEnv(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export async function openPlatform(env: Env): Promise<Platform> {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const verifyToken = await createTokenVerifier(requireEnv(env, 'JWT_PUBLIC_KEY'));
  const redis = new Redis(requireEnv(env, 'REDIS_URL'), { maxRetriesPerRequest: 3 });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(dataDir, 'pglite') });
  const bus = createEventBus(env);
  const sessions = await createSessionRevocation(redis);
  return {
    database,
    redis,
    bus,
    verifyToken,
    sessions,
    env,
    dataDir,
    async close() {
      await sessions.close();
      await bus.close();
      redis.disconnect();
      await database.close();
    },
  };
}
