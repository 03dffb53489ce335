import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const reportBuilderRoutes: ModuleRoutes = {
  routes: [
    { path: paths.reportBuilder, title: 'Report Builder', access: Access.signedIn, page: () => import('./pages/report-builder-page.tsx') },
  ],
};
