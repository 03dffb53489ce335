import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const dashboardRoutes: ModuleRoutes = {
  section: { label: 'Dashboard', icon: 'dashboard' },
  routes: [
    {
      path: paths.dashboard,
      title: 'Dashboard',
      access: Access.signedIn,
      page: () => import('./pages/dashboard-page.tsx'),
      menu: 'Dashboard',
    },
  ],
};
