import type { CompanyBulkResult } from '@ea/contracts/directory';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { bulkCompanyTargets, bulkOutcome } from './bulk-targets.ts';
import { writeCompanyDeleted } from './set-company-deleted.ts';

/**
 * Deletes or restores every named company within the caller's scope (else nothing changes), each
 * audited and announced as a single delete or restore is. A company already where it is asked to
 * go counts as done and is left as it is.
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
      const { records } = await writeCompanyDeleted(trx, before, deleted, caller.claims.sub);
      outcome.done(before, records);
    }
    return { result: outcome.result, records: outcome.records };
  });
}
