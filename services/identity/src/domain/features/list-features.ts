import type { Feature } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { listFeatures as featureRows } from '../../db/features-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** Every feature a role may grant. */
export function listFeatures({ deps }: UseCaseContext<IdentityDeps>): Promise<Feature[]> {
  return featureRows(deps.db);
}
