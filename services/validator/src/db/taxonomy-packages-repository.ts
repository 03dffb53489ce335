import type { Selectable } from 'kysely';
import type { ProjectModule, TaxonomyPackagesTable, ValidatorExecutor } from './schema.ts';

export type TaxonomyPackageRow = Selectable<TaxonomyPackagesTable>;

/** A channel's packages of one module, newest first. */
export function listPackages(db: ValidatorExecutor, scope: { channelId: number; module: ProjectModule }): Promise<TaxonomyPackageRow[]> {
  return db
    .selectFrom('taxonomy_packages')
    .selectAll()
    .where('channel_id', '=', scope.channelId)
    .where('module', '=', scope.module)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findPackage(db: ValidatorExecutor, id: number): Promise<TaxonomyPackageRow | undefined> {
  return db.selectFrom('taxonomy_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function packageExists(
  db: ValidatorExecutor,
  scope: { channelId: number; module: ProjectModule },
  identity: { identifier: string; version: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('taxonomy_packages')
    .select('id')
    .where('channel_id', '=', scope.channelId)
    .where('module', '=', scope.module)
    .where('identifier', '=', identity.identifier)
    .where('version', '=', identity.version)
    .executeTakeFirst();
  return row !== undefined;
}
