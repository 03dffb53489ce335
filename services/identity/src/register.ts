import type { ServiceContext } from '@ea/service-kit';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type IdentityDeps, identityDeps } from './deps.ts';
import { ensureFirstAdmin } from './domain/users/ensure-first-admin.ts';
import { subscribeDirectoryProjection } from './projection/directory-projection.ts';
import { registerAuthRoutes } from './routes/auth/index.ts';
import { registerFeatureRoutes } from './routes/features/index.ts';
import { registerMfaRoutes } from './routes/mfa/index.ts';
import { registerProfileRoutes } from './routes/profile/index.ts';
import { registerRoleRoutes } from './routes/roles/index.ts';
import { registerSsoRoutes } from './routes/sso/index.ts';
import { registerUserImportRoutes, USER_IMPORT_MAX_BYTES } from './routes/user-import/index.ts';
import { registerUserRoutes } from './routes/users/index.ts';

/** Mounts identity on an app (or an encapsulated scope of the gateway's): deps from the process's context. */
export async function register(app: FastifyInstance, context: ServiceContext): Promise<void> {
  await start(app, context, await identityDeps(context, app.log), (line) => console.log(line));
}

/**
 * Identity over given deps (tests build their own: shorter limits, a mailer of their own): the
 * first admin, the projection of the directory's channels and companies, and the routes.
 * `print` shows a generated first-admin password, once.
 */
export async function start(
  app: FastifyInstance,
  context: Pick<ServiceContext, 'db' | 'bus' | 'env'>,
  deps: IdentityDeps,
  print: (line: string) => void,
): Promise<void> {
  await ensureFirstAdmin({ db: deps.db, env: context.env, print });
  const projection = await subscribeDirectoryProjection(context.bus, context.db);
  app.addHook('onClose', () => projection.close());
  await registerRoutes(app, deps);
}

/** The routes over given deps. */
export async function registerRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  // Files are read part by part with per-route limits; this is the ceiling for any part.
  await app.register(multipart, { limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  registerAuthRoutes(app, deps);
  registerMfaRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerFeatureRoutes(app, deps);
  registerSsoRoutes(app, deps);
  registerUserImportRoutes(app, deps);
}
