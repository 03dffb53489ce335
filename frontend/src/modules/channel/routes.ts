import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const channelRoutes: ModuleRoutes = {
  section: { label: 'Channel', icon: 'channel' },
  routes: [
    {
      path: paths.channel.list,
      title: 'Channel List',
      access: Access.staff,
      page: () => import('./pages/channel-list-page.tsx'),
      menu: 'Channel List',
    },
    {
      path: paths.channel.add,
      title: 'Add Channel',
      access: Access.staff,
      page: () => import('./pages/add-channel-page.tsx'),
      menu: 'Add Channel',
    },
    { path: paths.channel.page, title: 'Channel', access: Access.staff, page: () => import('./pages/channel-page.tsx') },
    { path: paths.channel.edit, title: 'Edit Channel', access: Access.admin, page: () => import('./pages/edit-channel-page.tsx') },
  ],
};
