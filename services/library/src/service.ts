import { LIBRARY_TOPIC } from '@ea/contracts/library';
import type { ServiceDefinition } from '@ea/service-kit';
import { libraryMigrations } from './db/migrations/index.ts';
import { libraryJobs } from './jobs/index.ts';

/**
 * The document library: folders, documents made of topics in the document model, their versions
 * and history, uploads, recent and deleted documents, releases, rollforward, DITA maps, the
 * document index and search. Owns the `library` schema; publishes folder and document events on
 * the `library` topic; keeps a projection of the directory's companies for tenant scope and one of
 * the identity's users for comment mentions. Loading it loads no Fastify: the routes are imported
 * when it registers.
 */
export const libraryService: ServiceDefinition = {
  name: 'library',
  topic: LIBRARY_TOPIC,
  database: libraryMigrations,
  prefixes: ['/api/document', '/api/folder', '/api/library', '/api/formType', '/api/releases', '/api/rollforward', '/api/export', '/dita'],
  jobs: libraryJobs,
  env: [],
  register: async (app, context) => (await import('./register.ts')).register(app, context),
};
