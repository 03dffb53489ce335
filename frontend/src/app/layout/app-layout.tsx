import { BRANDS } from '@ea/contracts';
import { type KeyboardEvent, lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { VisibleMenuProvider } from '../navigation/menu-context.tsx';
import { notificationFor } from '../realtime/realtime-effects.ts';
import { RealtimeMessages, RealtimeMessagesProvider } from '../realtime/realtime-messages.tsx';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LeftMenu } from './left-menu.tsx';
import { ProfileTimeZone } from './profile-time-zone.tsx';
import { useSameUrlReload } from './same-url-reload.ts';
import { UserMenu } from './user-menu.tsx';
import { visibleMenu } from './visible-menu.ts';
import './layout.css';

// The channel's logo needs its own fetches; it loads after the shell so the first paint does not wait.
const ChannelBrand = lazy(() => import('./channel-brand.tsx').then((m) => ({ default: m.ChannelBrand })));

/**
 * The app's one connection to the realtime hub, opened after sign-in: its messages become toasts
 * and SWR revalidation, and reach the screens subscribed with useRealtimeMessages.
 */
function useRealtime(userId: string | undefined, messages: RealtimeMessages) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Loaded after the first paint: the socket client is not needed to show the page. A reloaded
    // page connects once its access token is back, since the hub refuses a handshake without one.
    // The table of what each event makes stale (it reaches into every API area, a dozen small
    // files) is fetched with the first message, so it never competes with the page's own requests.
    let staleKeys: Promise<typeof import('../realtime/stale-keys.ts')> | undefined;
    void Promise.all([import('../realtime/realtime-client.ts'), session.whenRestored()]).then(([{ connectRealtime }]) => {
      if (cancelled) return;
      stop = connectRealtime({
        getToken: () => session.accessToken,
        rooms: messages,
        onMessage: (message) => {
          const toast = notificationFor(message);
          if (toast) notifications.show(toast);
          staleKeys ??= import('../realtime/stale-keys.ts');
          // One promise for every message, so their revalidations keep the order they arrived in.
          void staleKeys.then(({ staleKeyMatcher }) => mutate(staleKeyMatcher(message)));
          messages.publish(message);
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, session, notifications, mutate, messages]);
}

/** Top bar, left menu and content area of every signed-in screen. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const title = useRouteTitle();
  const { mutate } = useSWRConfig();
  const revalidateAll = useCallback(() => void mutate(() => true), [mutate]);
  const reloadKey = useSameUrlReload(revalidateAll);
  const [messages] = useState(() => new RealtimeMessages());
  useRealtime(user?.userId, messages);
  const menu = useMemo(() => (user ? visibleMenu(user) : []), [user]);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenuOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setMenuOpen(false);
  };

  useEffect(() => {
    if (user) document.title = title ? `${title} · ${BRANDS[user.brand].name}` : BRANDS[user.brand].name;
  }, [title, user]);

  if (!user) return null;
  return (
    <VisibleMenuProvider menu={menu}>
      <ProfileTimeZone>
        <div className={`app-shell${menuOpen ? ' is-menu-open' : ''}`}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <header className="top-bar">
            <button
              type="button"
              className="top-bar__menu-toggle"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="app-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <span aria-hidden="true" />
            </button>
            <a className="top-bar__brand" href="/dashboard">
              <BrandLogo brand={user.brand} />
            </a>
            <Suspense fallback={null}>
              <ChannelBrand user={user} />
            </Suspense>
            <div className="top-bar__spacer" />
            <UserMenu user={user} />
          </header>
          {/* At narrow widths (and 200% zoom) the menu is a panel the toggle opens; following a link closes it. */}
          <aside className="app-shell__sidebar" id="app-menu" onClick={closeMenuOnLink} onKeyDown={closeMenuOnEscape}>
            <LeftMenu />
          </aside>
          {menuOpen && <div className="app-shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
          <main className="app-shell__content" id="main" tabIndex={-1}>
            <div className="app-shell__page" key={reloadKey}>
              <Breadcrumbs />
              <RealtimeMessagesProvider messages={messages}>
                <Suspense fallback={<Skeleton lines={6} label="Loading page" />}>{children ?? <Outlet />}</Suspense>
              </RealtimeMessagesProvider>
            </div>
          </main>
        </div>
      </ProfileTimeZone>
    </VisibleMenuProvider>
  );
}
