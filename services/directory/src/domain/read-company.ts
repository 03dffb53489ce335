import { ApiError, type Company } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { recordAudit, tenantScope } from '@ea/service-kit';
import { findCompany } from '../db/companies-repository.ts';
import { DIRECTORY_SCHEMA } from '../migrations/directory-migrations.ts';
import { companyView } from './company-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';

/**
 * One company's full record (identifiers included), audited as a Read: who looked at which
 * company's details is part of the company audit log.
 */
export async function readCompany({ deps, caller, id }: { deps: DirectoryDeps; caller: Caller; id: number }): Promise<Company> {
  const scope = tenantScope(caller.claims);
  const row = await findCompany(deps.db, id, scope, { deleted: false });
  if (!row) throw new ApiError('notFound', 'Company not found');
  await recordAudit(deps.db as unknown as AnyDb, DIRECTORY_SCHEMA, caller.actor, {
    action: 'Read',
    targetType: 'company',
    targetId: id,
    channelId: row.channel_id,
    companyId: id,
  });
  return companyView(row);
}
