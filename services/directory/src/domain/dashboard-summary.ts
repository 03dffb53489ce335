import { type DashboardFigures, FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, hasFeature, isAdmin, isReviewerOnly } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { listAuditEntries } from '../db/audit-log-repository.ts';
import { listRecentRuns } from '../db/bulk-import-runs-repository.ts';
import { countChannels } from '../db/channels-repository.ts';
import { countCompanies } from '../db/companies-repository.ts';
import { bulkImportRunView } from './bulk-import-view.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';
import { auditEntryView } from './list-audit-log.ts';

/**
 * Dashboard figures other services will provide once they exist; the dashboard names them as
 * pending instead of showing made-up numbers.
 */
export const PENDING_DASHBOARD_FIGURES = ['documentsByRenderingStatus', 'recentDocuments', 'filingsDue'] as const;

const RECENT = 10;

/**
 * The signed-in user's dashboard figures, each limited to what the user may see: recent activity
 * comes from the audit log (Feature_AuditLog), recent imports from the import area (Feature_CompanyManagement).
 */
export async function dashboardSummary({ deps, caller }: { deps: DirectoryDeps; caller: Caller }): Promise<DashboardFigures> {
  const { claims } = caller;
  const scope = tenantScope(claims);
  const readsAudit = hasFeature(claims, FEATURE_AUDIT_LOG);
  const readsImports = isAdmin(claims) || (hasFeature(claims, FEATURE_COMPANY_MANAGEMENT) && !isReviewerOnly(claims));
  const [companies, deletedCompanies, channels, activity, imports] = await Promise.all([
    countCompanies(deps.db, scope, false),
    countCompanies(deps.db, scope, true),
    scope.all ? countChannels(deps.db) : Promise.resolve(null),
    readsAudit ? listAuditEntries(deps.db, { scope, page: 1, limit: RECENT, withoutImportedRecords: true }) : { rows: [] },
    readsImports ? listRecentRuns(deps.db, scope, 5) : [],
  ]);
  return {
    companies,
    deletedCompanies,
    channels,
    recentActivity: activity.rows.map(auditEntryView),
    recentImports: imports.map(bulkImportRunView),
    modulesPending: [...PENDING_DASHBOARD_FIGURES],
  };
}
