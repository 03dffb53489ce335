import { ApiError } from '@ea/contracts';
import { type Company, DirectoryErrors } from '@ea/contracts/directory';
import { recordAudit, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { findCompany } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyView } from './company-view.ts';

/**
 * One company's full record (identifiers included), audited as a Read: who looked at which
 * company's details is part of the company audit log. A read changes no state, so its entry is
 * written on its own rather than through commitChange.
 */
export async function readCompany({ deps, caller }: UseCaseContext<DirectoryDeps>, input: { id: number }): Promise<Company> {
  const row = await findCompany(deps.db, input.id, tenantScope(caller.claims), { deleted: false });
  if (!row) throw new ApiError('notFound', DirectoryErrors.companyNotFound);
  await recordAudit(deps.db, deps.schema, caller.actor, {
    action: 'Read',
    targetType: 'company',
    targetId: input.id,
    channelId: row.channel_id,
    companyId: input.id,
    // The name, so the log says which company was opened rather than its id.
    after: { name: row.name },
  });
  return companyView(row);
}
