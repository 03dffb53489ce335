import type { ServiceContext } from '@ea/service-kit';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type LibraryDeps, libraryDeps } from './deps.ts';
import { RENDER_SWEEP_EVERY_MS, renderSweepQueue } from './jobs/render-queues.ts';
import { registerCommentRoutes } from './routes/comments/index.ts';
import { registerDitaRoutes } from './routes/dita/index.ts';
import { registerDocumentIndexRoutes } from './routes/document-index/index.ts';
import { registerDocumentRoutes } from './routes/documents/index.ts';
import { registerDraftRoutes } from './routes/drafts/index.ts';
import { registerExportRoutes } from './routes/export/index.ts';
import { registerFolderRoutes } from './routes/folders/index.ts';
import { registerImageRoutes } from './routes/images/index.ts';
import { registerLibraryRoutes } from './routes/library/index.ts';
import { registerLockRoutes } from './routes/locks/index.ts';
import { registerPresenceRoutes } from './routes/presence/index.ts';
import { registerPreviewRoutes } from './routes/preview/index.ts';
import { registerReleaseRoutes } from './routes/releases/index.ts';
import { registerRollforwardRoutes } from './routes/rollforward/index.ts';
import { registerSearchRoutes } from './routes/search/index.ts';
import { registerTopicRoutes } from './routes/topics/index.ts';
import { registerVersionRoutes } from './routes/versions/index.ts';
import { registerXbrlRoutes } from './routes/xbrl/index.ts';
import { UPLOAD_LIMITS, uploadConversions } from './uploads/index.ts';

/** Mounts the library on an app (or an encapsulated scope of the gateway's): deps from the process's context. */
export async function register(app: FastifyInstance, context: ServiceContext): Promise<void> {
  await start(app, libraryDeps(context, app.log));
  // Every library process keeps the one schedule (upserted under its name, so never doubled).
  await context.queue(renderSweepQueue).schedule('render-sweep', {}, { every: RENDER_SWEEP_EVERY_MS });
}

/**
 * The library over given deps (tests build their own): the companies and users projections kept
 * current, and the routes. Closing the app ends the upload conversion workers too.
 */
export async function start(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  const projection = await deps.companies.subscribe();
  app.addHook('onClose', () => projection.close());
  const users = await deps.users.subscribe();
  app.addHook('onClose', () => users.close());
  app.addHook('onClose', () => uploadConversions.close());
  await registerRoutes(app, deps);
}

/** The routes over given deps. */
export async function registerRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  // Files are read part by part with the route's limit; this is the ceiling for any part.
  await app.register(multipart, {
    limits: { fileSize: deps.uploadLimits.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 20 },
  });
  registerFolderRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerTopicRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerLockRoutes(app, deps);
  registerDraftRoutes(app, deps);
  registerPresenceRoutes(app, deps);
  registerVersionRoutes(app, deps);
  registerLibraryRoutes(app, deps);
  registerReleaseRoutes(app, deps);
  registerRollforwardRoutes(app, deps);
  registerDitaRoutes(app, deps);
  registerDocumentIndexRoutes(app, deps);
  registerPreviewRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerXbrlRoutes(app, deps);
  registerCommentRoutes(app, deps);
  registerExportRoutes(app, deps);
}
