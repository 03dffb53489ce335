import { Module } from '@ea/contracts';
import { FILING_UPLOAD_MAX_BYTES, TAXONOMY_PACKAGE_MAX_BYTES } from '@ea/contracts/validator';
import type { ServiceContext } from '@ea/service-kit';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type ValidatorDeps, validatorDeps } from './deps.ts';
import { VALIDATION_SWEEP_EVERY_MS, VALIDATION_SWEEP_SCHEDULE, validationSweepQueue } from './jobs/index.ts';
import { registerAuditLogRoutes } from './routes/audit-log-routes.ts';
import { registerProjectRoutes } from './routes/project-routes.ts';
import { registerRunRoutes } from './routes/run-routes.ts';
import { registerTaxonomyPackageRoutes } from './routes/taxonomy-package-routes.ts';
import { registerViewerRoutes } from './routes/viewer-routes.ts';

/** Mounts the Validator: deps from the process's context, and the sweeper's one schedule (upserted under its name, never doubled). */
export async function register(app: FastifyInstance, context: ServiceContext): Promise<void> {
  await start(app, validatorDeps(context, app.log));
  await context.queue(validationSweepQueue).schedule(VALIDATION_SWEEP_SCHEDULE, {}, { every: VALIDATION_SWEEP_EVERY_MS });
}

/**
 * The service over given deps (tests build their own): the companies projection kept current, the
 * project, run and taxonomy package routes once per module (the Validator's and EAsyView's, each
 * seeing only its own projects and packages), and EAsyView's viewer and audit log.
 */
export async function start(app: FastifyInstance, deps: ValidatorDeps): Promise<void> {
  const companies = await deps.companies.subscribe();
  app.addHook('onClose', () => companies.close());
  // A filing or a taxonomy package is read part by part with its route's limit; this is the ceiling for any part.
  const ceiling = Math.max(FILING_UPLOAD_MAX_BYTES, TAXONOMY_PACKAGE_MAX_BYTES);
  await app.register(multipart, { limits: { fileSize: ceiling, files: 1, fields: 10 } });
  const validator = { ...deps, module: Module.validator };
  const easyview = { ...deps, module: Module.easyview };
  for (const module of [validator, easyview]) {
    registerProjectRoutes(app, module);
    registerRunRoutes(app, module);
    registerTaxonomyPackageRoutes(app, module);
  }
  registerViewerRoutes(app, easyview);
  registerAuditLogRoutes(app, easyview);
}
