import { IDENTITY_TOPIC } from '@ea/contracts/identity';
import type { ServiceDefinition } from '@ea/service-kit';
import { identityMigrations } from './db/migrations/index.ts';
import { identityJobs } from './jobs/index.ts';

/**
 * The identity and access service: sign-in per brand with MFA, tokens, passwords, users, roles,
 * features, module access, the users audit log and the users import. Owns the `identity` schema;
 * publishes user and import events on the `identity` topic. Loading it loads no Fastify: the
 * routes are imported when it registers.
 */
export const identityService: ServiceDefinition = {
  name: 'identity',
  topic: IDENTITY_TOPIC,
  database: identityMigrations,
  prefixes: [
    '/api/auth',
    '/api/user',
    '/api/mfa',
    '/api/profile',
    '/api/role',
    '/api/feature',
    '/api/sso',
    '/api/unlock-user',
    '/api/okta-activation-email',
  ],
  jobs: identityJobs,
  env: ['JWT_PRIVATE_KEY'],
  register: async (app, context) => (await import('./register.ts')).register(app, context),
};
