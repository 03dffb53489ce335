import { EDGAR_EYE_TOPIC } from '@ea/contracts/edgar-eye';
import type { ServiceDefinition } from '@ea/service-kit';
import { edgarEyeMigrations } from './db/migrations/index.ts';
import { EDGAR_SOURCE_ENV } from './domain/sources/source-from-env.ts';
import { edgarEyeJobs } from './jobs/index.ts';

/**
 * EdgarEye: EDGAR's filing index taken in from a source (a directory or SEC's servers), filing
 * search, today's filings, CIK lookup, downloads, and alerts on tracked companies. Owns the
 * `edgar_eye` schema; publishes on the `edgar-eye` topic.
 */
export const edgarEyeService: ServiceDefinition = {
  name: 'edgar-eye',
  topic: EDGAR_EYE_TOPIC,
  database: edgarEyeMigrations,
  prefixes: ['/api/edgar-eye'],
  jobs: edgarEyeJobs,
  // Alert e-mails: SMTP_URL (else .eml files under DATA_DIR/mail), links to PUBLIC_URL.
  env: [...EDGAR_SOURCE_ENV, 'EDGAR_CLOSED_DAYS', 'SMTP_URL', 'PUBLIC_URL'],
  register: async (app, context) => (await import('./register.ts')).register(app, context),
};
