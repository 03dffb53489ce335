import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.eaforms);

export const eaFormsRoutes: ModuleRoutes = {
  section: { label: 'EA Forms', icon: 'forms' },
  routes: [
    {
      path: paths.eaForms.home,
      title: 'EA Forms',
      access,
      page: () => import('./pages/ea-forms-page.tsx'),
      menu: 'Form D',
      brandRedirect: true,
    },
    {
      path: paths.eaForms.fileCounter,
      title: 'File Counter',
      access,
      page: () => import('./pages/file-counter-page.tsx'),
      menu: 'File Counter',
      brandRedirect: true,
    },
    {
      path: paths.eaForms.userLogHistory,
      title: 'User Log History',
      access,
      page: () => import('./pages/user-log-history-page.tsx'),
      menu: 'User Log History',
      brandRedirect: true,
    },
    {
      path: paths.eaForms.addIssuer,
      title: 'Add Issuer',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.editIssuer,
      title: 'Edit Issuer',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.addPerson,
      title: 'Add Related Person',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.editPerson,
      title: 'Edit Related Person',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.addCompensation,
      title: 'Add Sales Compensation',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.editCompensation,
      title: 'Edit Sales Compensation',
      access,
      page: () => import('./pages/form-d-editor-page.tsx'),
      brandRedirect: true,
    },
    {
      path: paths.eaForms.preview,
      title: 'Form Preview',
      access,
      page: () => import('./pages/form-preview-page.tsx'),
      brandRedirect: true,
    },
  ],
};
