import { BRAND_IDS } from '@ea/contracts';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { brandPaths, paths } from '../paths.ts';
import { GuardedPage } from './guarded-page.tsx';
import { appRoutes } from './module-routes.ts';
import { SessionBoundary } from './session-boundary.tsx';

const LoginPage = lazy(() => import('../pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('../pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const SetupAuthenticatorPage = lazy(() =>
  import('../pages/setup-authenticator-page.tsx').then((m) => ({ default: m.SetupAuthenticatorPage })),
);
const ChangePasswordPage = lazy(() => import('../pages/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })));
const SetUserPasswordPage = lazy(() => import('../pages/set-user-password-page.tsx').then((m) => ({ default: m.SetUserPasswordPage })));
const CommonAreaPage = lazy(() => import('../pages/account-pages.tsx').then((m) => ({ default: m.CommonAreaPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** The whole route tree: public sign-in pages per brand, the guarded signed-in area, and the fallbacks of spec §2. */
export function buildRoutes(): RouteObject[] {
  const brandRoutes = BRAND_IDS.flatMap((brand): RouteObject[] => {
    const pages = brandPaths(brand);
    return [
      { path: pages.login, element: <LoginPage brand={brand} /> },
      { path: pages.resetPassword, element: <ResetPasswordPage brand={brand} /> },
      { path: pages.setupAuthenticator, element: <SetupAuthenticatorPage brand={brand} /> },
      { path: pages.changePassword, element: <ChangePasswordPage brand={brand} /> },
    ];
  });
  return [
    { path: paths.root, element: <Navigate to={brandPaths('default').login} replace /> },
    ...brandRoutes,
    { path: paths.setUserPassword, element: <SetUserPasswordPage /> },
    { path: paths.common, element: <CommonAreaPage /> },
    { path: paths.notFound, element: <NotFoundPage /> },
    {
      element: <SessionBoundary />,
      children: appRoutes.map((route) => {
        const Page = lazy(route.page);
        return {
          path: route.path,
          handle: { title: route.title, brandRedirect: route.brandRedirect === true },
          element: <GuardedPage access={route.access} Page={Page} />,
        };
      }),
    },
    { path: '*', element: <Navigate to={paths.root} replace /> },
  ];
}
