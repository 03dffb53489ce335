import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const xeCompareRoutes: ModuleRoutes = {
  section: { label: 'XE Compare', icon: 'compare' },
  routes: [
    {
      path: paths.xeCompare,
      title: 'XE Compare',
      access: Access.module(Module.xecompare),
      page: () => import('./pages/xe-compare-page.tsx'),
      menu: 'XE Compare',
    },
  ],
};
