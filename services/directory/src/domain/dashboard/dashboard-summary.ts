import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, hasFeature, isAdmin, isReviewerOnly } from '@ea/contracts';
import { type DashboardFigures, DirectoryAggregates } from '@ea/contracts/directory';
import { listAuditLog, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { countChannels } from '../../db/channels-repository.ts';
import { countCompanies } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { listCompanyImports } from '../company-import/list-company-imports.ts';

/**
 * Dashboard figures other services will provide once they exist; the dashboard names them as
 * pending instead of showing made-up numbers.
 */
export const PENDING_DASHBOARD_FIGURES = ['documentsByRenderingStatus', 'recentDocuments', 'filingsDue'] as const;

const RECENT = 10;

/**
 * The signed-in user's dashboard figures, each limited to what the user may see: recent activity
 * comes from the audit log (Feature_AuditLog), where an import's run stands for the companies it
 * created; recent imports from the import area (Feature_CompanyManagement).
 */
export async function dashboardSummary(ctx: UseCaseContext<DirectoryDeps>): Promise<DashboardFigures> {
  const { deps, caller } = ctx;
  const { claims } = caller;
  const scope = tenantScope(claims);
  const readsAudit = hasFeature(claims, FEATURE_AUDIT_LOG);
  const readsImports = isAdmin(claims) || (hasFeature(claims, FEATURE_COMPANY_MANAGEMENT) && !isReviewerOnly(claims));
  const [companies, deletedCompanies, channels, activity, imports] = await Promise.all([
    countCompanies(deps.db, scope, false),
    countCompanies(deps.db, scope, true),
    scope.all ? countChannels(deps.db) : Promise.resolve(null),
    readsAudit ? listAuditLog(ctx, { page: 1, limit: RECENT, withoutRecordsOf: DirectoryAggregates.companyImport }) : { items: [] },
    readsImports ? listCompanyImports(ctx, { limit: 5 }) : [],
  ]);
  return {
    companies,
    deletedCompanies,
    channels,
    recentActivity: activity.items,
    recentImports: imports,
    modulesPending: [...PENDING_DASHBOARD_FIGURES],
  };
}
