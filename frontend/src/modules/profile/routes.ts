import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

/** The signed-in user's own profile, reached from the user menu (no left-menu entry). */
export const profileRoutes: ModuleRoutes = {
  routes: [{ path: paths.profile, title: 'Profile', access: Access.signedIn, page: () => import('./pages/profile-page.tsx') }],
};
