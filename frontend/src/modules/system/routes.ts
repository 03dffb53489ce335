import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const systemRoutes: ModuleRoutes = {
  section: { label: 'System Manager', icon: 'system' },
  routes: [
    {
      path: paths.system.sqlQuery,
      title: 'SQL Query',
      access: Access.admin,
      page: () => import('./pages/sql-query-page.tsx'),
      menu: 'SQL Query',
    },
  ],
};
