import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const roleManagementRoutes: ModuleRoutes = {
  section: { label: 'System Manager', icon: 'system' },
  routes: [
    {
      path: paths.roleManagement.featureMapping,
      title: 'Feature Mapping',
      access: Access.admin,
      page: () => import('./pages/feature-mapping-page.tsx'),
      menu: 'Feature Mapping',
    },
  ],
};
