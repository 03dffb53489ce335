import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';
import { PROJECT_PANE_PATH } from './components/validator-module.ts';

const access = Access.module(Module.validator);

export const validatorRoutes: ModuleRoutes = {
  section: { label: 'Validator', icon: 'check' },
  routes: [
    {
      path: paths.validator.companies,
      title: 'Validator Companies',
      access,
      page: () => import('./pages/validator-companies-page.tsx'),
      menu: 'Companies',
    },
    {
      path: paths.validator.projects,
      title: 'Validator Projects',
      access,
      page: () => import('./pages/validator-projects-page.tsx'),
      menu: 'Project List',
    },
    {
      path: paths.validator.taxonomy,
      title: 'Validator Taxonomy',
      access,
      page: () => import('./pages/validator-taxonomy-page.tsx'),
      menu: 'Taxonomy',
    },
    {
      path: PROJECT_PANE_PATH,
      title: 'Validation Project',
      access,
      page: () => import('./pages/validator-project-content-page.tsx'),
    },
  ],
};
