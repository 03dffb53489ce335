import { ApiError, type AuditLogPage } from '@ea/contracts';
import { type CompanyHistoryQuery, DirectoryErrors } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { findCompany } from '../../db/companies-repository.ts';
import { listCompanyHistory as listHistoryRows } from '../../db/company-history-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';

/**
 * A live company's history on its page: the audit entries of its changes (create, updates, delete
 * and restore, imports), newest first. Another tenant's company, or one that is not there, is a
 * 404 like reading it.
 */
export async function listCompanyHistory(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: CompanyHistoryQuery & { id: number },
): Promise<AuditLogPage> {
  const scope = tenantScope(caller.claims);
  const company = await findCompany(deps.db, input.id, scope, { deleted: false });
  if (!company) throw new ApiError('notFound', DirectoryErrors.companyNotFound);
  const { rows, total } = await listHistoryRows(deps.db, { companyId: company.id, scope, page: input.page, limit: input.limit });
  return {
    items: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurred_at.toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      channelId: row.channel_id,
      companyId: row.company_id,
      before: row.before,
      after: row.after,
    })),
    total,
    page: input.page,
    limit: input.limit,
  };
}
