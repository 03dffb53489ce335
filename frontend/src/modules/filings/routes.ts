import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const filingsRoutes: ModuleRoutes = {
  routes: [
    { path: paths.filings, title: 'Filings', access: Access.module(Module.filingscms), page: () => import('./pages/filings-page.tsx') },
  ],
};
