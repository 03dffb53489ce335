import type { UserImportRun } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { IdentityDeps } from '../../deps.ts';
import { userImportRunView } from './user-import-view.ts';
import { visibleUserImport } from './visible-user-import.ts';

/** A run's status and counts, for a run the caller may see. */
export async function readUserImport({ deps, caller }: UseCaseContext<IdentityDeps>, input: { runId: string }): Promise<UserImportRun> {
  return userImportRunView(await visibleUserImport(deps, caller, input.runId));
}
