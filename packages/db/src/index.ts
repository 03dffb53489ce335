export { type MigrationReport, migrate, type SchemaMigrations } from './migrate.ts';
export { type AnyDb, type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './open-database.ts';
