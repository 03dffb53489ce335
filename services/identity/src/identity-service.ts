import { createQueueClient, userImportQueue } from '@ea/jobs';
import { createTokenSigner, requireEnv, type ServiceDefinition } from '@ea/service-kit';
import { createRateLimiter } from './auth/rate-limiter.ts';
import { subscribeDirectoryProjection } from './channels/directory-projection.ts';
import { directoryReads } from './channels/read-your-writes.ts';
import { identityDb } from './db/identity-database.ts';
import { ensureFirstAdmin } from './domain/first-admin.ts';
import type { IdentityDeps } from './domain/identity-deps.ts';
import { type IdentityConfig, identityConfig } from './identity-config.ts';
import { createLocalIdentityProvider } from './idp/local-identity-provider.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { identityMigrations } from './migrations/identity-migrations.ts';
import { registerAuthRoutes } from './routes/auth/index.ts';
import { registerFeatureRoutes } from './routes/features/index.ts';
import { registerMfaRoutes } from './routes/mfa/index.ts';
import { registerRoleRoutes } from './routes/roles/index.ts';
import { registerSsoRoutes } from './routes/sso/index.ts';
import { registerUserImportRoutes } from './routes/user-import/index.ts';
import { registerUserRoutes } from './routes/users/index.ts';

export interface IdentityServiceOptions {
  /** Overrides of the settings read from the environment (tests shorten limits, isolate Redis keys). */
  config?: Partial<IdentityConfig>;
  mailer?: Mailer;
  /** Where the generated first-admin password is shown, once. */
  print?: (line: string) => void;
  /** Namespace of the user-import queue's Redis keys; the worker host must use the same one. */
  queuePrefix?: string;
}

export const IDENTITY_PREFIXES = [
  '/api/auth',
  '/api/user',
  '/api/mfa',
  '/api/role',
  '/api/feature',
  '/api/sso',
  '/api/unlock-user',
  '/api/okta-activation-email',
];

/**
 * The identity and access service: sign-in per brand with MFA, tokens, passwords, users, roles,
 * features, module access and their audit log.
 */
export function createIdentityService(options: IdentityServiceOptions = {}): ServiceDefinition {
  return {
    name: 'identity',
    database: identityMigrations,
    prefixes: IDENTITY_PREFIXES,
    env: ['JWT_PRIVATE_KEY'],
    async register(app, context) {
      const config = identityConfig(context.env, options.config);
      // Orchestrators pass a PEM through env as one line with literal "\n".
      const signer = await createTokenSigner(requireEnv(context.env, 'JWT_PRIVATE_KEY').replaceAll('\\n', '\n'));
      const db = identityDb(context.db);
      const deps: IdentityDeps = {
        db,
        config,
        signer,
        sessions: context.sessions,
        mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: app.log }),
        idp: createLocalIdentityProvider(),
        limiter: createRateLimiter(context.redis, config.redisPrefix),
        directory: directoryReads(context.bus, context.db, app.log),
        outboxWritten: context.outboxWritten,
        log: app.log,
      };
      await ensureFirstAdmin({ db, env: context.env, print: options.print ?? ((line) => console.log(line)) });
      const projection = await subscribeDirectoryProjection(context.bus, context.db);
      const imports = createQueueClient(userImportQueue, {
        connection: requireEnv(context.env, 'REDIS_URL'),
        ...(options.queuePrefix ? { prefix: options.queuePrefix } : {}),
      });
      app.addHook('onClose', async () => {
        await projection.close();
        await imports.close();
      });
      registerAuthRoutes(app, deps);
      registerMfaRoutes(app, deps);
      registerUserRoutes(app, deps);
      registerRoleRoutes(app, deps);
      registerFeatureRoutes(app, deps);
      registerSsoRoutes(app, deps);
      await registerUserImportRoutes(app, { ...deps, imports });
    },
  };
}

export const identityService = createIdentityService();
