import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createOutboxRelay, createRedisStreamsBus } from '@ea/events';
import { buildGateway } from '@ea/gateway';
import { createQueueClients } from '@ea/jobs';
import { createRealtimeHub, type RealtimeHub } from '@ea/realtime';
import {
  type App,
  createSessionRevocation,
  createTokenSigner,
  createTokenVerifier,
  generateTokenKeys,
  type Platform,
  type ServiceDefinition,
  type TokenSigner,
} from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { SERVICE_DATABASES, SERVICE_SCHEMAS, SERVICE_TOPICS, SERVICES } from '@ea/services';
import { createLocalObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { sql } from 'kysely';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Where every process records "tokens of user U issued before T are void" (service-kit's session revocation). */
const REVOKED_USERS_HASH = 'identity:revoked-users';
/** User ids of this gateway start here (see startGatewayInProcess). */
const USER_ID_SPAN = 100_000;

export const FIRST_ADMIN = { email: 'first.admin@example.com', password: 'Adm1n-Secret-Pass!' };

export interface GatewayInProcess {
  app: App;
  database: TestDatabase;
  /** The routes each service registered, by service name (SERVICES order). */
  routesByService: Map<string, WalkedRoute[]>;
  /** The Postgres schemas the services own. */
  schemas: string[];
  /** Signs with the identity service's own key: expired tokens for the walk. */
  signer: TokenSigner;
  /** Where the identity service writes its mails. */
  mailDir: string;
  /** The realtime hub on the gateway's server, and the server's URL, when asked for. */
  hub: RealtimeHub | undefined;
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * The one-machine product of services/gateway/src/main.ts on a fresh database: every service of
 * SERVICES mounted in-process (each walked from before it registers, so a new service is walked
 * without a change here), the outbox relay and a Redis Streams bus under a private prefix, the
 * process's one session-revocation list, and with `realtime` the hub attached to the gateway's
 * server, listening on a free port. User ids start at a random offset, so revocations this
 * gateway records in the shared Redis never touch another test file's users. `env` adds to (or
 * overrides) the environment the services are configured from.
 */
export async function startGatewayInProcess(options: { realtime?: boolean; env?: Record<string, string> } = {}): Promise<GatewayInProcess> {
  const keys = await generateTokenKeys();
  const prefix = `test-gateway-${randomUUID().slice(0, 8)}`;
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-'));
  const mailDir = join(dataDir, 'mail');
  const redis = new Redis(REDIS_URL);
  const bus = createRedisStreamsBus({ redis: REDIS_URL, prefix: `${prefix}:bus`, blockMs: 100 });
  const sessions = await createSessionRevocation(redis);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    MAIL_DIR: mailDir,
    REDIS_URL,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    ADMIN_EMAIL: FIRST_ADMIN.email,
    ADMIN_PASSWORD: FIRST_ADMIN.password,
    ...options.env,
  };
  const storage = createLocalObjectStorage({ root: join(dataDir, 'objects') });
  const queues = createQueueClients({ connection: REDIS_URL, prefix: `${prefix}:queues` });
  const platform: Platform = {
    database,
    redis,
    bus,
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    sessions,
    storage,
    queues,
    env,
    dataDir,
    close: () => sessions.close(),
  };
  await migrate(database.db, SERVICE_DATABASES);
  const relay = createOutboxRelay({ db: database.db, schemas: SERVICE_SCHEMAS, bus });
  relay.start();

  const routesByService = new Map<string, WalkedRoute[]>();
  const walked: ServiceDefinition[] = SERVICES.map((service) => ({
    ...service,
    async register(scope, context) {
      routesByService.set(service.name, walkRoutes(scope));
      await service.register(scope, context);
    },
  }));
  const app = await buildGateway({
    platform,
    local: walked,
    remote: [],
    version: 'test',
    outboxWritten: () => relay.nudge(),
    logger: false,
  });
  const hub = options.realtime
    ? await createRealtimeHub({
        httpServer: app.server,
        redisUrl: REDIS_URL,
        verifyToken: platform.verifyToken,
        sessions,
        bus,
        topics: SERVICE_TOPICS,
        keyPrefix: `${prefix}:realtime`,
        logger: { info: () => {}, warn: () => {}, error: (details, message) => console.error(message, details) },
      })
    : undefined;
  let url: string | undefined;
  if (hub) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  } else {
    await app.ready();
  }
  const firstUserId = USER_ID_SPAN + Math.floor(Math.random() * 2_000_000_000);
  await sql`alter sequence identity.users_id_seq restart with ${sql.lit(firstUserId)}`.execute(database.db);

  return {
    app,
    database,
    routesByService,
    schemas: [...SERVICE_SCHEMAS],
    signer: await createTokenSigner(keys.privateKeyPem),
    mailDir,
    hub,
    url,
    async close() {
      await hub?.close();
      await app.close();
      await relay.stop();
      await queues.close();
      await storage.close();
      await bus.close();
      await sessions.close();
      const revoked = await redis.hkeys(REVOKED_USERS_HASH);
      const ours = revoked.filter((id) => Number(id) >= firstUserId && Number(id) < firstUserId + USER_ID_SPAN);
      if (ours.length > 0) await redis.hdel(REVOKED_USERS_HASH, ...ours);
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (found.length > 0) await redis.del(...found);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
