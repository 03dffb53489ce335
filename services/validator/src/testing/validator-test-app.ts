import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccessClaims, Module } from '@ea/contracts';
import { type CompanyEventPayload, type CompanyEventType, DIRECTORY_TOPIC, DirectoryAggregates } from '@ea/contracts/directory';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createRedisStreamsBus } from '@ea/events';
import { createQueueClients, type WorkerContext } from '@ea/jobs';
import { testRedisUrl } from '@ea/jobs/test-prefix';
import { type App, createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { createLocalObjectStorage, type ObjectStorage } from '@ea/storage';
import { Redis } from 'ioredis';
import { validatorMigrations } from '../db/migrations/index.ts';
import { VALIDATOR_SCHEMA, type ValidatorDb } from '../db/schema.ts';
import { type ValidatorDeps, validatorDeps } from '../deps.ts';
import { validationProcessor, validationSweepProcessor } from '../jobs/validation-processors.ts';
import { start } from '../register.ts';

export interface TestCompany {
  id: number;
  channelId: number;
  name?: string;
  ticker?: string;
  cik?: string | null;
  deleted?: boolean;
}

export interface ValidatorTestApp {
  app: App;
  database: TestDatabase;
  db: ValidatorDb;
  deps: ValidatorDeps;
  storage: ObjectStorage;
  routes: WalkedRoute[];
  /** Publishes a directory company event, as the directory's relay would, and waits until the projection shows it. */
  publishCompany(company: TestCompany, type?: CompanyEventType): Promise<void>;
  /** A bearer header for a user with these claims (a Preparer of channel 1 with the validator module unless told otherwise). */
  auth(claims: Partial<AccessClaims> & { sub: string }): Promise<{ authorization: string }>;
  /** Works a queued validation job now, as a worker would, through the queue's own processor. */
  work(runId: number, generation?: number): Promise<{ state: string }>;
  /** What the worker host does after a job's last failed try. */
  giveUp(runId: number, generation: number, error: Error): Promise<void>;
  /** Runs the sweeper once, as its schedule would. */
  sweep(): Promise<{ redriven: number; crashed: number }>;
  /** How many objects the storage holds. */
  storedObjects(): Promise<number>;
  /** The validation jobs waiting in the queue, by id. */
  queuedJobs(): Promise<string[]>;
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
 * The Validator's routes on a real app: a fresh database, a private bus and queue prefix (the
 * companies projection is fed from the bus), a temporary object store, tokens signed by a key made
 * for it, and the queue's processor to work the jobs the routes queue.
 */
export async function createValidatorTestApp(): Promise<ValidatorTestApp> {
  const database = await createTestDatabase([validatorMigrations]);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const redisUrl = testRedisUrl();
  const prefix = `test-validator-${randomUUID().slice(0, 8)}`;
  const bus = createRedisStreamsBus({ redis: redisUrl, prefix, partitions: 2, blockMs: 100 });
  const storageDir = await mkdtemp(join(tmpdir(), 'validator-objects-'));
  const storage = createLocalObjectStorage({ root: storageDir });
  const queues = createQueueClients({ connection: redisUrl, prefix });
  const redis = new Redis(redisUrl);
  const resources = {
    db: database.db,
    bus,
    storage,
    outboxWritten: () => {},
    queue: queues.of.bind(queues) as WorkerContext['queue'],
    env: {},
  };
  const deps = validatorDeps(resources, quiet);
  const workerContext: WorkerContext = { ...resources, redis, log: quiet };
  const processJob = validationProcessor.start(workerContext);
  const sweepJob = validationSweepProcessor.start(workerContext);
  const app = await createApp({
    title: 'validator test',
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
    storage,
    routes,
    async publishCompany(company, type = 'company.created') {
      const payload: CompanyEventPayload = {
        id: company.id,
        channelId: company.channelId,
        name: company.name ?? `Company ${company.id}`,
        ticker: company.ticker ?? 'TST',
        cik: company.cik ?? null,
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
        return row?.channelId === company.channelId && row.deleted === (company.deleted ?? false) && row.name === payload.name;
      }, `company ${company.id} in the projection`);
    },
    async auth(claims) {
      const { token } = await signer.sign(
        {
          email: `${claims.sub}@example.test`,
          channelId: 1,
          roles: ['Preparer'],
          modules: [Module.validator],
          features: [],
          admin: false,
          singleCompanyId: null,
          ...claims,
        },
        3600,
      );
      return { authorization: `Bearer ${token}` };
    },
    work: (runId, generation = 1) =>
      processJob({ data: { runId, generation }, jobId: `validation-${runId}-${generation}`, attempt: 1, progress: async () => {} }),
    giveUp: (runId, generation, error) =>
      validationProcessor.onFinalFailure!(
        workerContext,
        { data: { runId, generation }, jobId: `validation-${runId}-${generation}`, attempt: 3, progress: async () => {} },
        error,
      ),
    sweep: () => sweepJob({ data: {}, jobId: 'validation-sweep', attempt: 1, progress: async () => {} }),
    async storedObjects() {
      let count = 0;
      for await (const _ of storage.list('')) count++;
      return count;
    },
    async queuedJobs() {
      const ids: string[] = [];
      for (const key of await redis.keys(`${prefix}:validation-run:validation-*`)) ids.push(key.split(':').pop() ?? '');
      return ids.sort();
    },
    async close() {
      await app.close();
      await bus.close();
      await queues.close();
      const ownKeys = await redis.keys(`${prefix}*`);
      if (ownKeys.length > 0) await redis.del(...ownKeys);
      await redis.quit();
      await storage.close();
      await rm(storageDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Outbox events of a type, oldest first. */
export function outboxEvents(database: TestDatabase, type: string) {
  return database.db
    .withSchema(VALIDATOR_SCHEMA)
    .selectFrom('outbox')
    .select(['type', 'aggregate_id', 'scope', 'payload', 'realtime'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
