import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessClaims } from '@ea/contracts';
import { DIRECTORY_TOPIC, DirectoryAggregates } from '@ea/contracts/directory';
import type { LoginSuccess } from '@ea/contracts/identity';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createRedisStreamsBus, type EventBus } from '@ea/events';
import { createQueueClients, type WorkerContext } from '@ea/jobs';
import { createTestPrefix } from '@ea/jobs/test-prefix';
import type { Mailer } from '@ea/mail';
import {
  type App,
  createApp,
  createSessionRevocation,
  createTokenSigner,
  createTokenVerifier,
  generateTokenKeys,
  type ServiceContext,
  type SessionRevocation,
  type TokenSigner,
} from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { createLocalObjectStorage, type ObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { identityMigrations } from '../db/migrations/index.ts';
import { type IdentityDeps, identityDeps } from '../deps.ts';
import type { IdentityConfig } from '../identity-config.ts';
import { start } from '../register.ts';
import { refreshCookieOf } from './refresh-cookie.ts';

export const ADMIN_EMAIL = 'first.admin@example.com';
export const ADMIN_PASSWORD = 'Adm1n-Secret-Pass!';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REVOKED_USERS_HASH = 'identity:revoked-users';

/** A sign-in answer plus the refresh token its HttpOnly cookie carried. */
export type SignedIn = LoginSuccess & { refreshToken: string | undefined };

export interface IdentityTestApp {
  app: App;
  database: TestDatabase;
  redis: Redis;
  bus: EventBus;
  /** The revocation list the service was given (the guard checks its own, separate one). */
  sessions: SessionRevocation;
  mailDir: string;
  /** The use cases' deps, as the routes got them. */
  deps: IdentityDeps;
  /** Where uploaded workbooks are stored: a temporary folder of this app's own. */
  storage: ObjectStorage;
  storageDir: string;
  /** The namespace of this app's queues. */
  queuePrefix: string;
  /** What the identity's jobs get in a worker process, over this app's database, storage, queues and mail folder. */
  worker: WorkerContext;
  /** Every route the service registered, with its declared access and schema. */
  routes: WalkedRoute[];
  /** Signs tokens with the service's key: for callers the test invents (route walk). */
  signer: TokenSigner;
  printed: string[];
  /** Publishes a directory channel event and waits until the identity projection has it. */
  addChannel(id: number, name: string): Promise<void>;
  login(email: string, password: string, brand?: string): Promise<SignedIn>;
  bearer(token: string): { authorization: string };
  tokenFor(claims: Omit<AccessClaims, 'issuedAt'>): Promise<string>;
  close(): Promise<void>;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The identity service on a fresh database, a private Redis key prefix, bus and queue prefix, a
 * temporary object store and MAIL_DIR, mounted as the gateway mounts it. User ids start at a
 * random offset (after the first admin, id 1) so the shared revocation list in Redis never mixes
 * users of parallel test files.
 */
export async function startIdentityTestApp(
  options: { config?: Partial<IdentityConfig>; env?: Record<string, string>; mailer?: Mailer } = {},
): Promise<IdentityTestApp> {
  const keys = await generateTokenKeys();
  const database = await createTestDatabase([identityMigrations]);
  const prefix = `test-identity-${randomUUID().slice(0, 8)}`;
  const redis = new Redis(REDIS_URL);
  const bus = createRedisStreamsBus({ redis: REDIS_URL, prefix, partitions: 2, blockMs: 100, leaseMs: 600 });
  const mailDir = await mkdtemp(join(tmpdir(), 'identity-mail-'));
  const queuePrefix = createTestPrefix(REDIS_URL, 'identity');
  // The guard's list and the service's are separate instances, as two processes' would be, so the
  // tests see revocations travel through Redis.
  const sessions: SessionRevocation = await createSessionRevocation(redis);
  const serviceSessions: SessionRevocation = await createSessionRevocation(redis);
  const signer = await createTokenSigner(keys.privateKeyPem);
  const app = await createApp({
    title: 'identity test',
    version: 'test',
    logger: false,
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    isSessionActive: (claims) => sessions.isActive(claims),
    healthChecks: {},
  });
  const routes = walkRoutes(app);
  const printed: string[] = [];
  const env = {
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    MAIL_DIR: mailDir,
    PUBLIC_URL: 'http://app.test',
    REDIS_URL,
    ...options.env,
  };
  const queues = createQueueClients({ connection: REDIS_URL, prefix: queuePrefix.prefix });
  const storageDir = await mkdtemp(join(tmpdir(), 'identity-objects-'));
  const storage = createLocalObjectStorage({ root: storageDir });
  const context: ServiceContext = {
    db: database.db,
    redis,
    bus,
    sessions: serviceSessions,
    storage,
    queue: (def) => queues.of(def),
    outboxWritten: () => {},
    env,
  };
  const deps = await identityDeps(context, app.log, { config: { redisPrefix: prefix, ...options.config }, mailer: options.mailer });
  await app.register(async (scope) => start(scope, context, deps, (line) => printed.push(line)));
  await app.ready();
  const offset = 100_000 + Math.floor(Math.random() * 2_000_000_000);
  await sql`alter sequence identity.users_id_seq restart with ${sql.lit(offset)}`.execute(database.db);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    database,
    redis,
    bus,
    sessions: serviceSessions,
    mailDir,
    deps,
    storage,
    storageDir,
    queuePrefix: queuePrefix.prefix,
    worker: { db: database.db, redis, storage, env, log: quiet, outboxWritten: () => {}, queue: (def) => queues.of(def) },
    routes,
    signer,
    printed,
    bearer,
    async addChannel(id, name) {
      await bus.publish([
        {
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          type: 'channel.created',
          topic: DIRECTORY_TOPIC,
          aggregateType: DirectoryAggregates.channel,
          aggregateId: String(id),
          scope: { channelId: id },
          payload: { id, name },
        },
      ]);
      await until(async () => {
        const row = await database.db.selectFrom('identity.channels').select('name').where('id', '=', id).executeTakeFirst();
        return row?.name === name;
      }, `channel ${id} in the projection`);
    },
    async login(email, password, brand = 'default') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, brand } });
      if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode} ${res.body}`);
      return { ...res.json(), refreshToken: refreshCookieOf(res)?.value };
    },
    async tokenFor(claims) {
      return (await signer.sign(claims, 300)).token;
    },
    async close() {
      await app.close();
      await sessions.close();
      await serviceSessions.close();
      await bus.close();
      await queues.close();
      await queuePrefix.cleanup();
      await storage.close();
      await rm(storageDir, { recursive: true, force: true });
      const revoked = await redis.hkeys(REVOKED_USERS_HASH);
      const ours = revoked.filter((id) => Number(id) >= offset && Number(id) < offset + 100_000);
      if (ours.length > 0) await redis.hdel(REVOKED_USERS_HASH, ...ours);
      const ownKeys = await redis.keys(`${prefix}:*`);
      if (ownKeys.length > 0) await redis.del(...ownKeys);
      await redis.quit();
      await database.drop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/** The claims inside an access token, read without verifying (the tests check what was issued). */
export function tokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
