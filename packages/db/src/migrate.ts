import { type Migration, Migrator, sql } from 'kysely';
import type { AnyDb } from './open-database.ts';

/** A service's migrations: they create and change tables in the service's own schema only. */
export interface SchemaMigrations {
  schema: string;
  migrations: Record<string, Migration>;
}

export interface MigrationReport {
  schema: string;
  applied: string[];
}

/**
 * Applies every pending migration of each schema, in the order given. Each schema keeps its own
 * migration table, so services migrate independently when they are deployed apart.
 */
export async function migrate(db: AnyDb, sets: readonly SchemaMigrations[]): Promise<MigrationReport[]> {
  const reports: MigrationReport[] = [];
  for (const set of sets) {
    await sql`create schema if not exists ${sql.id(set.schema)}`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => set.migrations },
      migrationTableSchema: set.schema,
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
      throw new Error(`migration ${set.schema}/${failed} failed: ${String(error)}`, { cause: error });
    }
    reports.push({ schema: set.schema, applied: (results ?? []).map((r) => r.migrationName) });
  }
  return reports;
}
