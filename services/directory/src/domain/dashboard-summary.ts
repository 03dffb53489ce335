import type { DashboardFigures } from '@ea/contracts';
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

/** The signed-in user's dashboard figures, each limited to what the user may see. */
export async function dashboardSummary({ deps, caller }: { deps: DirectoryDeps; caller: Caller }): Promise<DashboardFigures> {
  const scope = tenantScope(caller.claims);
  const [companies, deletedCompanies, channels, activity, imports] = await Promise.all([
    countCompanies(deps.db, scope, false),
    countCompanies(deps.db, scope, true),
    scope.all ? countChannels(deps.db) : Promise.resolve(null),
    listAuditEntries(deps.db, { scope, page: 1, limit: RECENT, withoutImportedRecords: true }),
    listRecentRuns(deps.db, scope, 5),
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
