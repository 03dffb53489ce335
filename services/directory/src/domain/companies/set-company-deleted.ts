import { ApiError } from '@ea/contracts';
import { type Company, DirectoryErrors } from '@ea/contracts/directory';
import { type ChangeRecords, commitChange, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { type CompanyRow, findCompany, markCompanyDeleted, markCompanyRestored } from '../../db/companies-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyEvent } from '../../events/company-events.ts';
import { companyAuditValues, companyView } from './company-view.ts';
import { restoreRefusal } from './restore-refusal.ts';

/**
 * Moves a company in the caller's scope between the live and the deleted companies, audited
 * (Delete or Restore) and announced (company.deleted or company.restored); 404 for a company
 * outside the scope or already where it is asked to go; 422 for a restore while the company's
 * channel is archived.
 */
export async function setCompanyDeleted({ deps, caller }: UseCaseContext<DirectoryDeps>, id: number, deleted: boolean): Promise<Company> {
  const scope = tenantScope(caller.claims);
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await findCompany(trx, id, scope, { deleted: !deleted, lock: true });
    if (!before) throw new ApiError('notFound', DirectoryErrors.companyNotFound);
    const refusal = deleted ? null : await restoreRefusal(trx, before.channel_id);
    if (refusal !== null) throw new ApiError('unprocessable', refusal);
    const { after, records } = await writeCompanyDeleted(trx, before, deleted, caller.claims.sub);
    return { result: companyView(after), records };
  });
}

/**
 * Deletes or restores a company (locked, and not already where it is asked to go) with what
 * every delete or restore leaves behind: the Delete or Restore audit entry and company.deleted or
 * company.restored. A single delete or restore and the lists' bulk actions go through it.
 */
export async function writeCompanyDeleted(
  trx: DirectoryExecutor,
  before: CompanyRow,
  deleted: boolean,
  actorId: string,
): Promise<{ after: CompanyRow; records: ChangeRecords }> {
  const after = deleted ? await markCompanyDeleted(trx, before.id, actorId) : await markCompanyRestored(trx, before.id);
  return {
    after,
    records: {
      audit: [
        {
          action: deleted ? 'Delete' : 'Restore',
          targetType: 'company',
          targetId: before.id,
          channelId: after.channel_id,
          companyId: before.id,
          before: companyAuditValues(before),
          after: companyAuditValues(after),
        },
      ],
      events: [companyEvent(deleted ? 'company.deleted' : 'company.restored', after)],
    },
  };
}
