import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.imergix);

export const imergixRoutes: ModuleRoutes = {
  section: { label: 'iMergiX', icon: 'merge' },
  routes: [
    { path: paths.imergix.home, title: 'iMergiX', access, page: () => import('./pages/imergix-page.tsx'), menu: 'iMergiX' },
    {
      path: paths.imergix.taxonomy,
      title: 'iMergiX Taxonomy',
      access,
      page: () => import('./pages/imergix-taxonomy-page.tsx'),
      menu: 'Taxonomy',
    },
  ],
};
