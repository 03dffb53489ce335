import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessClaims } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createQueueClients, type WorkerContext } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { type App, createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { createLocalObjectStorage, type ObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { directoryMigrations } from '../db/migrations/index.ts';
import { DIRECTORY_SCHEMA, type DirectoryDb } from '../db/schema.ts';
import { type DirectoryDeps, directoryDeps } from '../deps.ts';
import { registerRoutes } from '../register.ts';

export interface DirectoryTestApp {
  app: App;
  database: TestDatabase;
  db: DirectoryDb;
  deps: DirectoryDeps;
  storage: ObjectStorage;
  storageDir: string;
  redisUrl: string;
  queuePrefix: string;
  /** What the directory's jobs get in a worker process, over this app's database, storage and queues. */
  worker: WorkerContext;
  /** How often a commit woke the outbox relay. */
  outboxNudges(): number;
  /** Every route the service registered, with its declared access and schema. */
  routes: WalkedRoute[];
  /** A bearer header for a user with these claims. */
  auth(claims: Partial<AccessClaims> & { sub: string }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The directory's routes on a real app: a fresh database, a private queue prefix and a temporary
 * object store for one test file, and tokens signed by a key made for it.
 */
export async function createDirectoryTestApp(label: string): Promise<DirectoryTestApp> {
  const database = await createTestDatabase([directoryMigrations]);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const redisUrl = testRedisUrl();
  const redis = new Redis(redisUrl);
  const { prefix, cleanup } = createTestPrefix(redisUrl, label);
  const queues = createQueueClients({ connection: redisUrl, prefix });
  const storageDir = await mkdtemp(join(tmpdir(), `directory-${label}-`));
  const storage = createLocalObjectStorage({ root: storageDir });
  let nudges = 0;
  const worker: WorkerContext = {
    db: database.db,
    redis,
    storage,
    env: {},
    log: quiet,
    outboxWritten: () => {
      nudges += 1;
    },
    queue: (def) => queues.of(def),
  };
  const deps = directoryDeps(worker);
  const app = await createApp({
    title: 'directory test',
    version: '0.0.0',
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    healthChecks: {},
    logger: false,
  });
  const routes = walkRoutes(app);
  await app.register(async (scope) => registerRoutes(scope, deps));
  await app.ready();
  return {
    app,
    database,
    db: deps.db,
    deps,
    storage,
    storageDir,
    redisUrl,
    queuePrefix: prefix,
    worker,
    outboxNudges: () => nudges,
    routes,
    async auth(claims) {
      const { token } = await signer.sign(
        {
          email: `${claims.sub}@example.test`,
          channelId: null,
          roles: ['Preparer'],
          modules: [],
          features: [],
          admin: false,
          singleCompanyId: null,
          ...claims,
        },
        3600,
      );
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await queues.close();
      await cleanup();
      redis.disconnect();
      await storage.close();
      await rm(storageDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

export interface OutboxRow {
  type: string;
  aggregate_id: string;
  scope: Record<string, unknown>;
  payload: Record<string, unknown>;
  realtime: Record<string, unknown> | null;
}

/** Outbox events of a type, oldest first. */
export async function outboxEvents(db: AnyDb, type: string): Promise<OutboxRow[]> {
  return db
    .withSchema(DIRECTORY_SCHEMA)
    .selectFrom('outbox')
    .select(['type', 'aggregate_id', 'scope', 'payload', 'realtime'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
