import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';
import { PROJECT_PANE_PATH, VIEWER_PATH } from './components/easyview-module.ts';

const access = Access.module(Module.easyview);

export const easyviewRoutes: ModuleRoutes = {
  section: { label: 'EAsyView', icon: 'view' },
  routes: [
    {
      path: paths.easyview.companies,
      title: 'EAsyView Companies',
      access,
      page: () => import('./pages/easyview-companies-page.tsx'),
      menu: 'Companies',
    },
    {
      path: paths.easyview.projects,
      title: 'EAsyView Projects',
      access,
      page: () => import('./pages/easyview-projects-page.tsx'),
      menu: 'Project List',
    },
    {
      path: paths.easyview.taxonomy,
      title: 'EAsyView Taxonomy',
      access,
      page: () => import('./pages/easyview-taxonomy-page.tsx'),
      menu: 'Taxonomy',
    },
    {
      path: paths.easyview.auditLog,
      title: 'EAsyView Audit Log',
      access,
      page: () => import('./pages/easyview-audit-log-page.tsx'),
      menu: 'Audit Log',
    },
    {
      path: PROJECT_PANE_PATH,
      title: 'EAsyView Project',
      access,
      page: () => import('./pages/easyview-project-page.tsx'),
    },
    {
      path: VIEWER_PATH,
      title: 'EAsyView Viewer',
      access,
      page: () => import('./pages/easyview-viewer-page.tsx'),
    },
  ],
};
