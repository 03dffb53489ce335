export { type IdentityConfig, identityConfig } from './identity-config.ts';
export { createIdentityService, IDENTITY_PREFIXES, type IdentityServiceOptions, identityService } from './identity-service.ts';
export { IDENTITY_SCHEMA, identityMigrations } from './migrations/identity-migrations.ts';
