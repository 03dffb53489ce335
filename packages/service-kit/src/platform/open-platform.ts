import { resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@ea/db';
import { createEventBus, type EventBus } from '@ea/events';
import { createQueueClients, type QueueClients } from '@ea/jobs';
import { createObjectStorage, type ObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { createTokenVerifier, type VerifyAccessToken } from '../auth/access-tokens.ts';
import { createSessionRevocation, type SessionRevocation } from '../auth/session-revocation.ts';

export type Env = Readonly<Record<string, string | undefined>>;

/** The shared resources of a process: database, Redis, event bus, object storage, queue producers and token verification. */
export interface Platform {
  database: DatabaseHandle;
  redis: Redis;
  bus: EventBus;
  verifyToken: VerifyAccessToken;
  sessions: SessionRevocation;
  storage: ObjectStorage;
  queues: QueueClients;
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
  const redisUrl = requireEnv(env, 'REDIS_URL');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const storage = createObjectStorage(env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(dataDir, 'pglite') });
  const bus = createEventBus(env);
  const sessions = await createSessionRevocation(redis);
  const queues = createQueueClients({ connection: redisUrl });
  return {
    database,
    redis,
    bus,
    verifyToken,
    sessions,
    storage,
    queues,
    env,
    dataDir,
    async close() {
      await queues.close();
      await storage.close();
      await sessions.close();
      await bus.close();
      redis.disconnect();
      await database.close();
    },
  };
}
