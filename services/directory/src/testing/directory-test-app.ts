import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessClaims } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { bulkImportQueue, createQueueClient, type ImportRunPayload, type ImportRunResult, type QueueClient } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { type App, createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { type DirectoryDb, directoryDb } from '../db/directory-database.ts';
import { directoryMigrations } from '../migrations/directory-migrations.ts';
import { registerDirectory } from '../register-directory.ts';
import { createLocalObjectStorage } from '../storage/local-object-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

export interface DirectoryTestApp {
  app: App;
  database: TestDatabase;
  db: DirectoryDb;
  storage: ObjectStorage;
  storageDir: string;
  imports: QueueClient<ImportRunPayload, ImportRunResult>;
  redisUrl: string;
  queuePrefix: string;
  /** Every route the service registered, with its declared access and schema. */
  routes: WalkedRoute[];
  /** A bearer header for a user with these claims. */
  auth(claims: Partial<AccessClaims> & { sub: string }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The directory's routes on a real app: a fresh database, a private queue prefix and a temporary
 * object store for one test file, and tokens signed by a key made for it.
 */
export async function createDirectoryTestApp(label: string): Promise<DirectoryTestApp> {
  const database = await createTestDatabase([directoryMigrations]);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const redisUrl = testRedisUrl();
  const { prefix, cleanup } = createTestPrefix(redisUrl, label);
  const imports = createQueueClient(bulkImportQueue, { connection: redisUrl, prefix });
  const storageDir = await mkdtemp(join(tmpdir(), `directory-${label}-`));
  const storage = createLocalObjectStorage(storageDir);
  const db = directoryDb(database.db);
  const app = await createApp({
    title: 'directory test',
    version: '0.0.0',
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    healthChecks: {},
    logger: false,
  });
  const routes = walkRoutes(app);
  await app.register(async (scope) => registerDirectory(scope, { db, storage, imports, outboxWritten: () => {} }));
  await app.ready();
  return {
    app,
    database,
    db,
    storage,
    storageDir,
    imports,
    redisUrl,
    queuePrefix: prefix,
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
      await imports.close();
      await cleanup();
      await rm(storageDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Outbox events of a type, oldest first. */
export async function outboxEvents(db: DirectoryDb, type: string) {
  const rows = await (db as unknown as AnyDb)
    .withSchema('directory')
    .selectFrom('outbox')
    .select(['type', 'aggregate_id', 'scope', 'payload', 'realtime'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows as {
    type: string;
    aggregate_id: string;
    scope: Record<string, unknown>;
    payload: Record<string, unknown>;
    realtime: Record<string, unknown> | null;
  }[];
}
