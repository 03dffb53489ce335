export { migrate, type MigrationReport, type SchemaMigrations } from './migrate.ts';
export { openDatabase, type AnyDb, type DatabaseHandle, type OpenDatabaseOptions } from './open-database.ts';
