import type { DashboardFigures } from '@ea/contracts/directory';
import useSWR from 'swr';

export const DASHBOARD_KEY = '/api/dashboard';

export const isDashboardKey = (key: unknown) => typeof key === 'string' && key.startsWith(DASHBOARD_KEY);

/** GET api/dashboard: the signed-in user's figures, each limited to what the user may see. */
export function useDashboard() {
  return useSWR<DashboardFigures>(DASHBOARD_KEY);
}
