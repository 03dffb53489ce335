import type { ServiceContext } from '@ea/service-kit';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type DirectoryDeps, directoryDeps } from './deps.ts';
import { registerAuditLogRoutes } from './routes/audit-log/index.ts';
import { registerChannelRoutes } from './routes/channels/index.ts';
import { registerCompanyRoutes } from './routes/companies/index.ts';
import { COMPANY_IMPORT_MAX_BYTES, registerCompanyImportRoutes } from './routes/company-import/index.ts';
import { registerDashboardRoutes } from './routes/dashboard/index.ts';

/** Mounts every directory route on an app (or an encapsulated scope of the gateway's). */
export async function register(app: FastifyInstance, context: ServiceContext): Promise<void> {
  await registerRoutes(app, directoryDeps(context));
}

/** The routes over given deps (tests build their own). */
export async function registerRoutes(app: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  // Files are read part by part with per-route limits; this is the ceiling for any part.
  await app.register(multipart, { limits: { fileSize: COMPANY_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  registerChannelRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerAuditLogRoutes(app, deps);
  registerCompanyImportRoutes(app, deps);
  registerDashboardRoutes(app, deps);
}
