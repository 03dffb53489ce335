import type { CompanyBulkResult } from '@ea/contracts/directory';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { bulkCompanyTargets, bulkOutcome } from './bulk-targets.ts';
import { restoreRefusal } from './restore-refusal.ts';
import { writeCompanyDeleted } from './set-company-deleted.ts';

/**
 * Deletes or restores every named company within the caller's scope (else nothing changes), each
 * audited and announced as a single delete or restore is. A company already where it is asked to
 * go counts as done and is left as it is; a deleted company whose channel is archived is not
 * restored, and is listed as refused with the reason.
 */
export async function setCompaniesDeleted(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  companyIds: number[],
  deleted: boolean,
): Promise<CompanyBulkResult> {
  const scope = tenantScope(caller.claims);
  return commitChange(deps, caller.actor, async (trx) => {
    const outcome = bulkOutcome();
    for (const before of await bulkCompanyTargets(trx, scope, companyIds)) {
      if ((before.deleted_at !== null) === deleted) {
        outcome.done(before);
        continue;
      }
      const refusal = deleted ? null : await restoreRefusal(trx, before.channel_id);
      if (refusal !== null) {
        outcome.refuse(before, refusal);
        continue;
      }
      const { records } = await writeCompanyDeleted(trx, before, deleted, caller.claims.sub);
      outcome.done(before, records);
    }
    return { result: outcome.result, records: outcome.records };
  });
}
