import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.evox);

export const evoxRoutes: ModuleRoutes = {
  section: { label: 'eVox', icon: 'chart' },
  routes: [
    { path: paths.evox.home, title: 'eVox', access, page: () => import('./pages/evox-page.tsx'), menu: 'eVox' },
    {
      path: paths.evox.analytics,
      title: 'eVox Analytics',
      access,
      page: () => import('./pages/evox-analytics-page.tsx'),
      menu: 'Analytics',
    },
    {
      path: paths.evox.auditLog,
      title: 'eVox Audit Log',
      access,
      page: () => import('./pages/evox-audit-log-page.tsx'),
      menu: 'Audit Log',
    },
  ],
};
