import { ApiError, type Company } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { findCompany, markCompanyDeleted } from '../db/companies-repository.ts';
import { companyEvent } from '../events/directory-events.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';

/**
 * Moves a live company in the caller's scope to the deleted companies. Nothing it owns is removed:
 * other services hide the company's data on company.deleted and show it again on company.restored.
 */
export async function deleteCompany({ deps, caller, id }: { deps: DirectoryDeps; caller: Caller; id: number }): Promise<Company> {
  const scope = tenantScope(caller.claims);
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findCompany(trx, id, scope, { deleted: false, lock: true });
    if (!before) throw new ApiError('notFound', 'Company not found');
    const after = await markCompanyDeleted(trx, id, caller.claims.sub);
    return {
      result: companyView(after),
      records: {
        audit: [
          {
            action: 'Delete',
            targetType: 'company',
            targetId: id,
            channelId: after.channel_id,
            companyId: id,
            before: companyAuditValues(before),
            after: companyAuditValues(after),
          },
        ],
        events: [companyEvent('company.deleted', after)],
      },
    };
  });
}
