import { createMailer, mailerSettings } from '@ea/mail';
import type { ServiceContext } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { type EdgarEyeDeps, edgarEyeDeps } from './deps.ts';
import { INDEX_POLL_EVERY_MS, INDEX_POLL_SCHEDULE, indexPollQueue } from './jobs/index.ts';
import { subscribeAlertMailer } from './notifications/alert-mailer.ts';
import { registerAlertRoutes } from './routes/alert-routes.ts';
import { registerFilingRoutes } from './routes/filing-routes.ts';
import { registerIngestRoutes } from './routes/ingest-routes.ts';

/**
 * Mounts EdgarEye's routes, keeps the source's poll scheduled (idempotent: one schedule whoever
 * sets it) and mails the alerts whose users asked for e-mail.
 */
export async function register(app: FastifyInstance, context: ServiceContext): Promise<void> {
  await registerRoutes(app, edgarEyeDeps(context));
  await context.queue(indexPollQueue).schedule(INDEX_POLL_SCHEDULE, {}, { every: INDEX_POLL_EVERY_MS });
  const mailer = createMailer({ ...mailerSettings(context.env), log: app.log });
  const publicUrl = (context.env.PUBLIC_URL ?? `http://localhost:${context.env.PORT ?? 8080}`).replace(/\/+$/, '');
  const mails = await subscribeAlertMailer({ bus: context.bus, db: context.db, mailer, publicUrl });
  app.addHook('onClose', () => mails.close());
}

/** The routes over given deps (tests build their own). */
export async function registerRoutes(app: FastifyInstance, deps: EdgarEyeDeps): Promise<void> {
  registerFilingRoutes(app, deps);
  registerAlertRoutes(app, deps);
  registerIngestRoutes(app, deps);
}
