import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const usersRoutes: ModuleRoutes = {
  section: { label: 'Users', icon: 'users' },
  routes: [
    {
      path: paths.users.list,
      title: 'User List',
      access: Access.userManagement,
      page: () => import('./pages/user-list-page.tsx'),
      menu: 'User List',
    },
    {
      path: paths.users.add,
      title: 'Add User',
      access: Access.userManagement,
      page: () => import('./pages/add-user-page.tsx'),
      menu: 'Add User',
    },
    { path: paths.users.edit, title: 'Edit User', access: Access.userManagement, page: () => import('./pages/edit-user-page.tsx') },
    {
      path: paths.users.bulkImport,
      title: 'Import Users',
      access: Access.userManagement,
      page: () => import('./pages/user-import-page.tsx'),
    },
    {
      path: paths.users.auditLog,
      title: 'User Audit Log',
      access: Access.userAuditLog,
      page: () => import('./pages/user-audit-log-page.tsx'),
      menu: 'Audit Log',
    },
  ],
};
