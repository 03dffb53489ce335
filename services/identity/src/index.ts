export { identityDb } from './db/identity-database.ts';
export { markUserImportFailed, type RunUserImportOptions, runUserImport } from './domain/user-import/run-user-import.ts';
export { type IdentityConfig, identityConfig } from './identity-config.ts';
export { createIdentityService, IDENTITY_PREFIXES, type IdentityServiceOptions, identityService } from './identity-service.ts';
export { createLocalIdentityProvider } from './idp/local-identity-provider.ts';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export { IDENTITY_SCHEMA, identityMigrations } from './migrations/identity-migrations.ts';
