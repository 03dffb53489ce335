import { isAdmin } from '@ea/contracts';
import type { UserImportRun } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { userImportRuns } from '../../db/user-import-runs-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userImportRunView } from './user-import-view.ts';

/** The latest runs the caller may see: all for admins, its channel's for a user manager. */
export async function listUserImports({ deps, caller }: UseCaseContext<IdentityDeps>, input: { limit: number }): Promise<UserImportRun[]> {
  const { claims } = caller;
  const rows = await userImportRuns.listRecentRuns(deps.db, { all: isAdmin(claims), channelId: claims.channelId }, input.limit);
  return rows.map(userImportRunView);
}
