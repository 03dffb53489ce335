import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConfirmProvider } from '@/ui/confirm-dialog/use-confirm.tsx';
import type { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { brandPaths, loginWithReturn } from './paths.ts';
import type { SessionClient } from './session/session-client.ts';
import { SessionProvider } from './session/session-context.tsx';
import { VersionGate } from './version/version-gate.tsx';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

interface AppProps {
  session: SessionClient;
  notifications: NotificationStore;
  router: AppRouter;
}

/** Providers every screen relies on, plus the version check and the sign-out redirect. */
export function App({ session, notifications, router }: AppProps) {
  useEffect(
    () =>
      session.onSignedOut((brand, reason) => {
        const login = brandPaths(brand).login;
        const here = router.state.location;
        // An expired session comes back to where it was after signing in again (the signed-in
        // area may have sent it to that login already); signing out on purpose does not.
        if (reason !== 'expired') void router.navigate(login, { replace: true });
        else if (here.pathname !== login) void router.navigate(loginWithReturn(brand, `${here.pathname}${here.search}`), { replace: true });
      }),
    [session, router],
  );
  return (
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications} navigate={(href) => void router.navigate(href)}>
        <ConfirmProvider>
          <SWRConfig value={{ fetcher: (key: string) => session.json(key), revalidateOnFocus: false, shouldRetryOnError: false }}>
            <Suspense fallback={<Skeleton lines={4} label="Loading" />}>
              <RouterProvider router={router} />
            </Suspense>
            <VersionGate session={session} />
          </SWRConfig>
        </ConfirmProvider>
      </NotificationsProvider>
    </SessionProvider>
  );
}
