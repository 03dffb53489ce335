import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccessClaims, FEATURE_EDITOR } from '@ea/contracts';
import { type CompanyEventPayload, type CompanyEventType, DIRECTORY_TOPIC, DirectoryAggregates } from '@ea/contracts/directory';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createRedisStreamsBus, type EventBus } from '@ea/events';
import { createQueueClients } from '@ea/jobs';
import { testRedisUrl } from '@ea/jobs/test-prefix';
import { type App, createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { createLocalObjectStorage, type ObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { libraryMigrations } from '../db/migrations/index.ts';
import { LIBRARY_SCHEMA, type LibraryDb } from '../db/schema.ts';
import { type LibraryDeps, libraryDeps } from '../deps.ts';
import { start } from '../register.ts';
import type { UploadLimits } from '../uploads/index.ts';

export interface TestCompany {
  id: number;
  channelId: number;
  deleted?: boolean;
}

export interface LibraryTestApp {
  app: App;
  database: TestDatabase;
  db: LibraryDb;
  deps: LibraryDeps;
  bus: EventBus;
  storage: ObjectStorage;
  storageDir: string;
  /** Redis and the key prefix of the app's bus and queues: a worker serving its jobs connects with them. */
  redisUrl: string;
  prefix: string;
  /** Every route the service registered, with its declared access and schema. */
  routes: WalkedRoute[];
  /** Publishes a directory company event, as the directory's relay would, and waits until the library's projection shows it. */
  publishCompany(company: TestCompany, type?: CompanyEventType): Promise<void>;
  /** A bearer header for a user with these claims (a Preparer with the Library module and the editor feature unless told otherwise). */
  auth(claims: Partial<AccessClaims> & { sub: string }): Promise<{ authorization: string }>;
  /** How many objects the storage holds. */
  storedObjects(): Promise<number>;
  close(): Promise<void>;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The library's routes on a real app: a fresh database, a private bus prefix (the projection of
 * companies is fed from it), a temporary object store for one test file, and tokens signed by a
 * key made for it.
 */
export async function createLibraryTestApp(options: { uploadLimits?: Partial<UploadLimits> } = {}): Promise<LibraryTestApp> {
  const database = await createTestDatabase([libraryMigrations]);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const redisUrl = testRedisUrl();
  const prefix = `test-library-${randomUUID().slice(0, 8)}`;
  // The production lease (10 s), not a test-short one: uploads are converted on the event loop, a
  // large .docx for a second or more, and a lease that lapses meanwhile is taken for a stuck member.
  const bus = createRedisStreamsBus({ redis: redisUrl, prefix, partitions: 2, blockMs: 100 });
  const storageDir = await mkdtemp(join(tmpdir(), 'library-objects-'));
  const storage = createLocalObjectStorage({ root: storageDir });
  const queues = createQueueClients({ connection: redisUrl, prefix });
  const deps = libraryDeps({ db: database.db, bus, storage, outboxWritten: () => {}, queue: (def) => queues.of(def) }, quiet, {
    uploadLimits: options.uploadLimits ?? {},
  });
  const app = await createApp({
    title: 'library test',
    version: '0.0.0',
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    healthChecks: {},
    logger: false,
  });
  const routes = walkRoutes(app);
  await app.register(async (scope) => start(scope, deps));
  await app.ready();

  return {
    app,
    database,
    db: deps.db,
    deps,
    bus,
    storage,
    storageDir,
    redisUrl,
    prefix,
    routes,
    async publishCompany(company, type = 'company.created') {
      const payload: CompanyEventPayload = {
        id: company.id,
        channelId: company.channelId,
        name: `Company ${company.id}`,
        ticker: 'TST',
        cik: null,
        cid: `C${company.id}`,
        sic: null,
        cusip: null,
        deleted: company.deleted ?? false,
      };
      await bus.publish([
        {
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          type,
          topic: DIRECTORY_TOPIC,
          aggregateType: DirectoryAggregates.company,
          aggregateId: String(company.id),
          scope: { channelId: company.channelId, companyId: company.id },
          payload,
        },
      ]);
      await until(async () => {
        const row = await deps.companies.find(company.id);
        return row?.channelId === company.channelId && row.deleted === (company.deleted ?? false);
      }, `company ${company.id} in the projection`);
    },
    async auth(claims) {
      const { token } = await signer.sign(
        {
          email: `${claims.sub}@example.test`,
          channelId: null,
          roles: ['Preparer'],
          modules: [5],
          // What a Preparer's token carries since identity's migration 0009.
          features: [FEATURE_EDITOR],
          admin: false,
          singleCompanyId: null,
          ...claims,
        },
        3600,
      );
      return { authorization: `Bearer ${token}` };
    },
    async storedObjects() {
      let count = 0;
      for await (const _ of storage.list('')) count++;
      return count;
    },
    async close() {
      await app.close();
      await bus.close();
      await queues.close();
      const redis = new Redis(redisUrl);
      const ownKeys = await redis.keys(`${prefix}*`);
      if (ownKeys.length > 0) await redis.del(...ownKeys);
      await redis.quit();
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
export async function outboxEvents(t: LibraryTestApp, type: string): Promise<OutboxRow[]> {
  return t.database.db
    .withSchema(LIBRARY_SCHEMA)
    .selectFrom('outbox')
    .select(['type', 'aggregate_id', 'scope', 'payload', 'realtime'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
