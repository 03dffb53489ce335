import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from './domain/directory-deps.ts';
import { registerAuditLogRoutes } from './routes/audit-log/index.ts';
import { BULK_IMPORT_MAX_BYTES, registerBulkImportRoutes } from './routes/bulk-import/index.ts';
import { registerChannelRoutes } from './routes/channels/index.ts';
import { registerCompanyRoutes } from './routes/companies/index.ts';
import { registerDashboardRoutes } from './routes/dashboard/index.ts';

/** Mounts every directory route on an app (or an encapsulated scope of the gateway's). */
export async function registerDirectory(app: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  // Files are read part by part with per-route limits; this is the ceiling for any part.
  await app.register(multipart, { limits: { fileSize: BULK_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  await registerChannelRoutes(app, deps);
  await registerCompanyRoutes(app, deps);
  await registerAuditLogRoutes(app, deps);
  await registerBulkImportRoutes(app, deps);
  await registerDashboardRoutes(app, deps);
}
