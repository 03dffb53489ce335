import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const ea40Routes: ModuleRoutes = {
  section: { label: 'EA 40', icon: 'document' },
  routes: [
    { path: paths.ea40, title: 'EA 40', access: Access.module(Module.ea40), page: () => import('./pages/ea40-page.tsx'), menu: 'EA 40' },
  ],
};
