import { ApiError, isAdmin } from '@ea/contracts';
import { IdentityErrors } from '@ea/contracts/identity';
import type { Caller } from '@ea/service-kit/use-case';
import { type UserImportRunRow, userImportRuns } from '../../db/user-import-runs-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** A run the caller may see: admins see every run, a channel's user manager its channel's; any other answers 404. */
export async function visibleUserImport(deps: Pick<IdentityDeps, 'db'>, caller: Caller, runId: string): Promise<UserImportRunRow> {
  const run = await userImportRuns.findRun(deps.db, runId);
  const { claims } = caller;
  const visible = run !== null && (isAdmin(claims) || (run.channel_id !== null && run.channel_id === claims.channelId));
  if (!visible) throw new ApiError('notFound', IdentityErrors.importNotFound);
  return run;
}
