import { VALIDATOR_TOPIC } from '@ea/contracts/validator';
import type { ServiceDefinition } from '@ea/service-kit';
import { validatorMigrations } from './db/migrations/index.ts';
import { validatorJobs } from './jobs/index.ts';

/**
 * The Validator (module 10): validation projects per company, uploads of filings (Inline XBRL, an
 * XBRL instance or a submission zip) validated by @ea/xbrl in a job, their findings, history and
 * log; and EAsyView (module 1), the reader's view of a filing, over the same projects and runs
 * kept apart by module (its routes under /api/easyview). Owns the `validator` schema; publishes
 * run progress on the `validator` topic; keeps a projection of the directory's companies for
 * tenant scope and the companies list.
 */
export const validatorService: ServiceDefinition = {
  name: 'validator',
  topic: VALIDATOR_TOPIC,
  database: validatorMigrations,
  prefixes: ['/api/validator', '/api/easyview'],
  jobs: validatorJobs,
  env: [],
  register: async (app, context) => (await import('./register.ts')).register(app, context),
};
