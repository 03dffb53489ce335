import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.eaconnect);

export const eaConnectRoutes: ModuleRoutes = {
  section: { label: 'EA Connect', icon: 'link' },
  routes: [
    { path: paths.eaConnect.home, title: 'EA Connect', access, page: () => import('./pages/ea-connect-page.tsx'), menu: 'EA Connect' },
    { path: paths.eaConnect.stitching, title: 'Stitching', access, page: () => import('./pages/stitching-page.tsx'), menu: 'Stitching' },
  ],
};
