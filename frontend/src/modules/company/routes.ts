import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const companyRoutes: ModuleRoutes = {
  section: { label: 'Company', icon: 'company' },
  routes: [
    {
      path: paths.company.list,
      title: 'Company List',
      access: Access.staff,
      page: () => import('./pages/company-list-page.tsx'),
      menu: 'Company List',
    },
    {
      path: paths.company.add,
      title: 'Add Company',
      access: Access.companyManagement,
      page: () => import('./pages/add-company-page.tsx'),
      menu: 'Add Company',
    },
    {
      path: paths.company.edit,
      title: 'Edit Company',
      access: Access.companyManagement,
      page: () => import('./pages/edit-company-page.tsx'),
    },
    {
      path: paths.company.page,
      title: 'Company',
      access: Access.staff,
      page: () => import('./pages/company-page.tsx'),
    },
    {
      path: paths.company.bulkImport,
      title: 'Bulk Import',
      access: Access.companyManagement,
      page: () => import('./pages/bulk-import-page.tsx'),
    },
    {
      path: paths.company.auditLog,
      title: 'Company Audit Log',
      access: Access.companyAuditLog,
      page: () => import('./pages/company-audit-log-page.tsx'),
      menu: 'Audit Log',
    },
    {
      path: paths.company.deleted,
      title: 'Deleted Companies',
      access: Access.staff,
      page: () => import('./pages/deleted-companies-page.tsx'),
    },
  ],
};
