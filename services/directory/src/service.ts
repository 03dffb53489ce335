import { DIRECTORY_TOPIC } from '@ea/contracts/directory';
import type { ServiceDefinition } from '@ea/service-kit';
import { directoryMigrations } from './db/migrations/index.ts';
import { directoryJobs } from './jobs/index.ts';

/**
 * Channels, companies, the company audit log, the companies import and the dashboard's directory
 * figures. Owns the `directory` schema; publishes company, channel and import events on the
 * `directory` topic. Loading it loads no Fastify: the routes are imported when it registers.
 */
export const directoryService: ServiceDefinition = {
  name: 'directory',
  topic: DIRECTORY_TOPIC,
  database: directoryMigrations,
  prefixes: [
    '/api/client',
    '/api/company',
    '/api/companylist',
    '/api/companies',
    '/api/deleted-companies',
    '/api/restore-company',
    '/api/bulkImport',
    '/api/dashboard',
  ],
  jobs: directoryJobs,
  env: [],
  register: async (app, context) => (await import('./register.ts')).register(app, context),
};
