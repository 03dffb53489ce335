import { ApiError, type Company } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { findCompany, markCompanyRestored } from '../db/companies-repository.ts';
import { companyEvent } from '../events/directory-events.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { commitChange } from './directory-transaction.ts';

/**
 * Brings a deleted company in the caller's scope back, under the same id and identifiers, so
 * everything keyed by it (documents, filings, alerts in other services) belongs to it again.
 */
export async function restoreCompany({ deps, caller, id }: { deps: DirectoryDeps; caller: Caller; id: number }): Promise<Company> {
  const scope = tenantScope(caller.claims);
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findCompany(trx, id, scope, { deleted: true, lock: true });
    if (!before) throw new ApiError('notFound', 'Company not found');
    const after = await markCompanyRestored(trx, id);
    return {
      result: companyView(after),
      records: {
        audit: [
          {
            action: 'Restore',
            targetType: 'company',
            targetId: id,
            channelId: after.channel_id,
            companyId: id,
            before: companyAuditValues(before),
            after: companyAuditValues(after),
          },
        ],
        events: [companyEvent('company.restored', after)],
      },
    };
  });
}
