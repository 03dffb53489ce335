import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const ea16Routes: ModuleRoutes = {
  section: { label: 'EA16', icon: 'forms' },
  routes: [
    {
      path: paths.marketForms,
      title: 'EA16 Market Forms',
      access: Access.module(Module.ea16),
      page: () => import('./pages/market-forms-page.tsx'),
      menu: 'EA16',
    },
  ],
};
