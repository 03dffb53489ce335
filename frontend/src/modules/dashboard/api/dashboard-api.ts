import useSWR from 'swr';

export interface ActivityEntry {
  id: number;
  occurredAt: string;
  actorEmail: string | null;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export interface ImportRunSummary {
  id: string;
  fileName: string;
  status: string;
  total: number;
  created: number;
  failed: number;
  skipped: number;
  createdAt: string;
}

/** GET api/dashboard: the signed-in user's figures, each limited to what the user may see. */
export interface DashboardFigures {
  companies: number;
  deletedCompanies: number;
  /** Admins only; null for everyone else. */
  channels: number | null;
  recentActivity: ActivityEntry[];
  recentImports: ImportRunSummary[];
  /** Figures that other modules will give once they are connected. */
  modulesPending: string[];
}

export const DASHBOARD_KEY = '/api/dashboard';

export function useDashboard() {
  return useSWR<DashboardFigures>(DASHBOARD_KEY);
}
