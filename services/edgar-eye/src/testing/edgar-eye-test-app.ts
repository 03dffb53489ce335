import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccessClaims } from '@ea/contracts';
import { Module } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { type App, createApp, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { type WalkedRoute, walkRoutes } from '@ea/service-kit/testing';
import { sharedData } from '@ea/shared-data';
import { edgarEyeMigrations } from '../db/migrations/index.ts';
import { EDGAR_EYE_SCHEMA, type EdgarEyeDb } from '../db/schema.ts';
import { type EdgarEyeDeps, edgarEyeDeps } from '../deps.ts';
import { directorySource } from '../domain/sources/directory-source.ts';
import { registerRoutes } from '../register.ts';

/** The shared EDGAR index samples (read-only; tests copy what they need into their own folder). */
export const EDGAR_INDEX_SAMPLES = fileURLToPath(sharedData('edgar-index/'));

export interface EdgarEyeTestApp {
  app: App;
  database: TestDatabase;
  db: EdgarEyeDb;
  deps: EdgarEyeDeps;
  /** The source directory: tests drop files into it as EDGAR would publish them. */
  sourceDir: string;
  /** Copies a sample file into the source directory (under another name when given). */
  addSample(sample: string, as?: string): Promise<void>;
  /** Sets EDGAR's clock. */
  setNow(iso: string): void;
  routes: WalkedRoute[];
  /** A bearer header for an EdgarEye user (the module granted) with these claims. */
  auth(claims: Partial<AccessClaims> & { sub: string }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** EdgarEye's routes on a real app over a fresh database and a source directory of its own. */
export async function createEdgarEyeTestApp(label: string): Promise<EdgarEyeTestApp> {
  const database = await createTestDatabase([edgarEyeMigrations]);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const sourceDir = await mkdtemp(join(tmpdir(), `edgar-eye-${label}-`));
  let now = new Date();
  const deps: EdgarEyeDeps = {
    ...edgarEyeDeps({ db: database.db, outboxWritten: () => {}, env: {} }, directorySource(sourceDir)),
    now: () => now,
  };
  const app = await createApp({
    title: 'edgar-eye test',
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
    sourceDir,
    routes,
    addSample: (sample, as) => cp(join(EDGAR_INDEX_SAMPLES, sample), join(sourceDir, as ?? sample)),
    setNow: (iso) => {
      now = new Date(iso);
    },
    async auth(claims) {
      const { token } = await signer.sign(
        {
          email: `${claims.sub}@example.test`,
          channelId: 1,
          roles: ['Preparer'],
          modules: [Module.edgareye],
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
      await rm(sourceDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Outbox events of a type, oldest first. */
export function outboxEvents(db: TestDatabase['db'], type: string) {
  return db
    .withSchema(EDGAR_EYE_SCHEMA)
    .selectFrom('outbox')
    .select(['type', 'aggregate_id', 'scope', 'payload', 'realtime'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
