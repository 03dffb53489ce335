/**
 * What the user-import worker needs, without the HTTP service: importing this entry point keeps
 * worker processes from loading Fastify, the token signer and the rest of the API.
 */
export { identityDb } from './db/identity-database.ts';
export { markUserImportFailed, type RunUserImportOptions, runUserImport } from './domain/user-import/run-user-import.ts';
export { type IdentityConfig, identityConfig } from './identity-config.ts';
export { createLocalIdentityProvider } from './idp/local-identity-provider.ts';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export { IDENTITY_SCHEMA, identityMigrations } from './migrations/identity-migrations.ts';
