import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessClaims, EventEnvelope, IdentityLoginSuccess } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createRedisStreamsBus, type EventBus } from '@ea/events';
import {
  type App,
  createApp,
  createSessionRevocation,
  createTokenSigner,
  createTokenVerifier,
  generateTokenKeys,
  type SessionRevocation,
  type TokenSigner,
} from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { IdentityConfig } from '../identity-config.ts';
import { createIdentityService } from '../identity-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { identityMigrations } from '../migrations/identity-migrations.ts';
import { refreshCookieOf } from './refresh-cookie.ts';

export const ADMIN_EMAIL = 'first.admin@example.com';
export const ADMIN_PASSWORD = 'Adm1n-Secret-Pass!';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REVOKED_USERS_HASH = 'identity:revoked-users';

/** A sign-in answer plus the refresh token its HttpOnly cookie carried. */
export type SignedIn = IdentityLoginSuccess & { refreshToken: string | undefined };

export interface IdentityTestApp {
  app: App;
  database: TestDatabase;
  redis: Redis;
  bus: EventBus;
  /** The revocation list the service was given (the guard checks its own, separate one). */
  sessions: SessionRevocation;
  mailDir: string;
  /** The service's Redis key prefix, also the namespace of its queues. */
  queuePrefix: string;
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

/**
 * The identity service on a fresh database, a private Redis key prefix and bus, and a temporary
 * MAIL_DIR, mounted as the gateway mounts it. User ids start at a random offset (after the first
 * admin, id 1) so the shared revocation list in Redis never mixes users of parallel test files.
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
  const service = createIdentityService({
    config: { redisPrefix: prefix, ...options.config },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    print: (line) => printed.push(line),
    queuePrefix: prefix,
  });
  await app.register(async (scope) =>
    service.register(scope, { db: database.db, redis, bus, sessions: serviceSessions, outboxWritten: () => {}, env }),
  );
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
    queuePrefix: prefix,
    routes,
    signer,
    printed,
    bearer,
    async addChannel(id, name) {
      const event: Omit<EventEnvelope, 'id' | 'occurredAt'> & { id: string; occurredAt: string } = {
        id: randomUUID(),
        occurredAt: new Date().toISOString(),
        type: 'channel.created',
        topic: 'directory',
        aggregateType: 'channel',
        aggregateId: String(id),
        scope: { channelId: id },
        payload: { id, name },
      };
      await bus.publish([event]);
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
