import { ApiError } from '@ea/contracts';
import { type Company, DirectoryErrors } from '@ea/contracts/directory';
import { commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { findCompany, markCompanyDeleted, markCompanyRestored } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyEvent } from '../../events/company-events.ts';
import { companyAuditValues, companyView } from './company-view.ts';

/**
 * Moves a company in the caller's scope between the live and the deleted companies, audited
 * (Delete or Restore) and announced (company.deleted or company.restored); 404 for a company
 * outside the scope or already where it is asked to go.
 */
export async function setCompanyDeleted({ deps, caller }: UseCaseContext<DirectoryDeps>, id: number, deleted: boolean): Promise<Company> {
  const scope = tenantScope(caller.claims);
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findCompany(trx, id, scope, { deleted: !deleted, lock: true });
    if (!before) throw new ApiError('notFound', DirectoryErrors.companyNotFound);
    const after = deleted ? await markCompanyDeleted(trx, id, caller.claims.sub) : await markCompanyRestored(trx, id);
    return {
      result: companyView(after),
      records: {
        audit: [
          {
            action: deleted ? 'Delete' : 'Restore',
            targetType: 'company',
            targetId: id,
            channelId: after.channel_id,
            companyId: id,
            before: companyAuditValues(before),
            after: companyAuditValues(after),
          },
        ],
        events: [companyEvent(deleted ? 'company.deleted' : 'company.restored', after)],
      },
    };
  });
}
