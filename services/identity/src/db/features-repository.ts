import type { Selectable } from 'kysely';
import type { FeaturesTable, IdentityExecutor } from './schema.ts';

export type FeatureRow = Selectable<FeaturesTable>;

export function listFeatures(db: IdentityExecutor): Promise<FeatureRow[]> {
  return db.selectFrom('features').selectAll().orderBy('name').execute();
}

export function featuresByNames(db: IdentityExecutor, names: string[]): Promise<FeatureRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('features').selectAll().where('name', 'in', names).execute();
}
