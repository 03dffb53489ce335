import type { ImportRunPayload, ImportRunResult, JobLogger, QueueClient, WorkerContext } from '@ea/jobs';
import { createMailer, type Mailer } from '@ea/mail';
import type { ServiceContext, SessionRevocation, TokenSigner } from '@ea/service-kit';
import { createTokenSigner } from '@ea/service-kit/access-tokens';
import type { AuditActor, ChangeDeps } from '@ea/service-kit/use-case';
import type { ObjectStorage } from '@ea/storage';
import { IDENTITY_SCHEMA, type IdentityDb, type IdentityTables, identityDb } from './db/schema.ts';
import { type IdentityConfig, identityConfig } from './identity-config.ts';
import type { IdentityProvider } from './idp/identity-provider.ts';
import { createLocalIdentityProvider } from './idp/local-identity-provider.ts';
import { userImportQueue } from './jobs/user-import-queue.ts';
import { type DirectoryReads, directoryReads } from './projection/read-your-writes.ts';
import { createRateLimiter, type RateLimiter } from './security/rate-limiter.ts';

/** What the identity's use cases work with; built once per process, for its routes or its jobs. */
export interface IdentityDeps extends ChangeDeps<IdentityTables> {
  db: IdentityDb;
  config: IdentityConfig;
  mailer: Mailer;
  idp: IdentityProvider;
  /** Uploaded users workbooks. */
  storage: ObjectStorage;
  log: JobLogger;
  signer: TokenSigner;
  /** The process's revocation list: revoke through it, so this process's guards see it at once. */
  sessions: SessionRevocation;
  limiter: RateLimiter;
  /** Read-your-writes over the channels and companies learnt from the directory. */
  directory: DirectoryReads;
  /** Producer of users-import jobs. */
  imports: QueueClient<ImportRunPayload, ImportRunResult>;
}

/** The part of the deps the identity's jobs use: what a worker process can make. */
export type IdentityJobDeps = Pick<IdentityDeps, 'db' | 'schema' | 'outboxWritten' | 'config' | 'mailer' | 'idp' | 'storage'>;

/** What a use case open to anyone (sign-in, emailed links) gets instead of a caller: who is asking, before a session exists. */
export interface PublicContext {
  deps: IdentityDeps;
  actor: AuditActor;
}

/** Settings a test or an embedding process gives instead of the environment's. */
export interface IdentityOverrides {
  config?: Partial<IdentityConfig> | undefined;
  mailer?: Mailer | undefined;
}

/** The platform resources the job deps are made of: a worker's context has them, so does a service's. */
export type IdentityJobResources = Pick<WorkerContext, 'db' | 'storage' | 'outboxWritten' | 'env' | 'log'>;

export function identityJobDeps(resources: IdentityJobResources, overrides: IdentityOverrides = {}): IdentityJobDeps {
  const config = identityConfig(resources.env, overrides.config);
  return {
    db: identityDb(resources.db),
    schema: IDENTITY_SCHEMA,
    outboxWritten: () => resources.outboxWritten(),
    config,
    mailer:
      overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: resources.log }),
    idp: createLocalIdentityProvider(),
    storage: resources.storage,
  };
}

/** The routes' deps: the job deps plus the token signer, revocation, rate limits, the directory projection and the import queue. */
export async function identityDeps(context: ServiceContext, log: JobLogger, overrides: IdentityOverrides = {}): Promise<IdentityDeps> {
  const privateKey = context.env.JWT_PRIVATE_KEY;
  if (!privateKey) throw new Error('JWT_PRIVATE_KEY is not set');
  const deps = identityJobDeps({ ...context, log }, overrides);
  return {
    ...deps,
    log,
    // Orchestrators pass a PEM through env as one line with literal "\n".
    signer: await createTokenSigner(privateKey.replaceAll('\\n', '\n')),
    sessions: context.sessions,
    limiter: createRateLimiter(context.redis, deps.config.redisPrefix),
    directory: directoryReads(context.bus, context.db, log),
    imports: context.queue(userImportQueue),
  };
}
