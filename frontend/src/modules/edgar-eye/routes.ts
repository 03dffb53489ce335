import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';
import { UnseenAlertsBadge } from './components/unseen-alerts-badge.tsx';

const access = Access.module(Module.edgareye);

export const edgarEyeRoutes: ModuleRoutes = {
  section: { label: 'EdgarEye', icon: 'search' },
  routes: [
    {
      path: paths.edgarEye.search,
      title: 'Search Filings',
      access,
      page: () => import('./pages/search-filings-page.tsx'),
      menu: 'Search Filings',
    },
    {
      path: paths.edgarEye.today,
      title: "Today's Filings",
      access,
      page: () => import('./pages/todays-filings-page.tsx'),
      menu: "Today's Filings",
    },
    {
      path: paths.edgarEye.alerts,
      title: 'My Alerts',
      access,
      page: () => import('./pages/my-alerts-page.tsx'),
      menu: 'My Alerts',
      menuBadge: UnseenAlertsBadge,
    },
  ],
};
