import { bulkImportQueue, createQueueClient } from '@ea/jobs';
import { requireEnv, type ServiceDefinition } from '@ea/service-kit';
import { directoryDb } from './db/directory-database.ts';
import { directoryMigrations } from './migrations/directory-migrations.ts';
import { registerDirectory } from './register-directory.ts';
import { objectStorageFromEnv } from './storage/local-object-storage.ts';

/**
 * Channels, companies, the company audit log, bulk import and the dashboard's directory figures.
 * Owns the `directory` schema; publishes company.* and channel.* events on the `directory` topic.
 */
export const directoryService: ServiceDefinition = {
  name: 'directory',
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
  env: [],
  async register(app, context) {
    const imports = createQueueClient(bulkImportQueue, { connection: requireEnv(context.env, 'REDIS_URL') });
    app.addHook('onClose', () => imports.close());
    await registerDirectory(app, {
      db: directoryDb(context.db),
      storage: objectStorageFromEnv(context.env),
      imports,
      outboxWritten: context.outboxWritten,
    });
  },
};
