import { Module } from '@ea/contracts';
import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.boir);

export const boirRoutes: ModuleRoutes = {
  section: { label: 'BOIR', icon: 'shield' },
  routes: [
    { path: paths.boir.list, title: 'BOIR', access, page: () => import('./pages/boir-list-page.tsx'), menu: 'BOIR' },
    { path: paths.boir.add, title: 'Add BOIR', access, page: () => import('./pages/boir-editor-page.tsx') },
    { path: paths.boir.edit, title: 'Edit BOIR', access, page: () => import('./pages/boir-editor-page.tsx') },
    { path: paths.boir.form, title: 'BOIR Form', access, page: () => import('./pages/boir-editor-page.tsx') },
    { path: paths.boir.createForm, title: 'Create BOIR Form', access, page: () => import('./pages/boir-editor-page.tsx') },
    { path: paths.boir.editForm, title: 'Edit BOIR Form', access, page: () => import('./pages/boir-editor-page.tsx') },
    { path: paths.boir.preview, title: 'BOIR Preview', access, page: () => import('./pages/boir-preview-page.tsx') },
    { path: paths.boir.createCompany, title: 'Create Company', access, page: () => import('./pages/boir-editor-page.tsx') },
  ],
};
