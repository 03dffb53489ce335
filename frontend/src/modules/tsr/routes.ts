import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.tsr);

export const tsrRoutes: ModuleRoutes = {
  section: { label: 'TSR', icon: 'report' },
  routes: [
    {
      path: paths.tsr.companies,
      title: 'TSR Company List',
      access,
      page: () => import('./pages/tsr-company-list-page.tsx'),
      menu: 'Company List',
    },
    {
      path: paths.tsr.masterTemplates,
      title: 'Master Templates',
      access,
      page: () => import('./pages/master-templates-page.tsx'),
      menu: 'Master Templates',
    },
    {
      path: paths.tsr.masterInputFields,
      title: 'Master Input Fields',
      access,
      page: () => import('./pages/master-input-fields-page.tsx'),
      menu: 'Master Input Fields',
    },
    { path: paths.tsr.projects, title: 'TSR Projects', access, page: () => import('./pages/tsr-projects-page.tsx') },
    { path: paths.tsr.add, title: 'Add TSR', access, page: () => import('./pages/tsr-form-page.tsx') },
    { path: paths.tsr.edit, title: 'Edit TSR', access, page: () => import('./pages/tsr-form-page.tsx') },
    { path: paths.tsr.addTemplate, title: 'Add Template', access, page: () => import('./pages/tsr-form-page.tsx') },
    { path: paths.tsr.report, title: 'TSR Report', access, page: () => import('./pages/tsr-report-page.tsx') },
    { path: paths.tsr.addReport, title: 'Add Report', access, page: () => import('./pages/tsr-report-page.tsx') },
    { path: paths.tsr.editReport, title: 'Edit Report', access, page: () => import('./pages/tsr-report-page.tsx') },
    { path: paths.tsr.reports, title: 'TSR Reports', access, page: () => import('./pages/tsr-reports-page.tsx') },
  ],
};
