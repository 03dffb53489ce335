import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RealtimeMessages, RealtimeMessagesProvider } from '@/app/realtime/realtime-messages.tsx';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers one request ("GET /api/…?…"), at once or when the test lets it, or undefined for a 404. */
export type FakeApi = (call: string, init: RequestInit) => Response | Promise<Response> | undefined;

function Location() {
  return <output data-testid="location">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

/**
 * A Validator page at `url` (routed at `path`) over a fake API, with the app's providers: session,
 * notifications, SWR with a fresh cache, and a realtime hub the test publishes to.
 */
export function renderValidatorPage(page: ReactNode, path: string, url: string, api: FakeApi) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push(call);
    return (await api(call, init)) ?? json(404, { code: 'notFound', message: 'Not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const realtime = new RealtimeMessages();
  const notifications = new NotificationStore();
  const router = createMemoryRouter(
    [
      {
        path,
        handle: { title: 'Validator page' },
        element: (
          <>
            <Location />
            {page}
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <RealtimeMessagesProvider messages={realtime}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (key: string) => session.json(key) }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </RealtimeMessagesProvider>
      </NotificationsProvider>
    </SessionProvider>,
  );
  return { calls, realtime, notifications, router };
}
