import type { LoginSuccess } from '@ea/contracts/identity';
import { cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModuleRoute } from '../navigation/route-types.ts';
import { documentCookies } from '../session/cookies.ts';
import { Access } from '../session/route-access.ts';
import { SessionClient } from '../session/session-client.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { GuardedPage } from './guarded-page.tsx';

afterEach(() => {
  cleanup();
  documentCookies().clearAll();
});

const who = (admin: boolean): LoginSuccess => ({
  access_token: 'access-1',
  access_token_expiry: Date.now() / 1000 + 3600,
  userId: '9',
  brand: 'default',
  UserEmail: 'staff@example.com',
  UserRoles: [{ RoleName: 'Preparer' }],
  MODULE_ACCESS: [],
  singleCompany: null,
  Feature_UserManagement: false,
  Feature_CompanyManagement: false,
  Feature_AuditLog: false,
  Feature_Editor: false,
  Admin: admin,
});

function ReportPage() {
  const { data } = useSWR<{ title: string }>('/api/report/7');
  return <h1>{data ? data.title : 'Loading report'}</h1>;
}

/** /report/:id behind a guard, its page's chunk arriving only when `release` is called; every request recorded. */
function renderRoute(admin: boolean) {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify({ title: 'Quarterly report' }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies(), setTimer: () => 0, clearTimer: () => undefined });
  session.establish(who(admin), 'default');
  let release: () => void = () => {};
  const chunk = new Promise<{ default: ComponentType }>((resolve) => {
    release = () => resolve({ default: ReportPage });
  });
  const prefetch: ModuleRoute['prefetch'] = ({ id }, load) => void load(`/api/report/${id}`);
  const Page = lazy(() => chunk);
  const router = createMemoryRouter(
    [
      { path: '/report/:id', element: <GuardedPage access={Access.admin} Page={Page} prefetch={prefetch} /> },
      { path: '/not-found', element: <p>Not found</p> },
    ],
    { initialEntries: ['/report/7'] },
  );
  render(
    <SessionProvider client={session}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SessionProvider>,
  );
  return { requests, release };
}

describe('GuardedPage', () => {
  it("asks for the page's first data while its chunk downloads, and the page uses that one request", async () => {
    const { requests, release } = renderRoute(true);
    // The chunk has not arrived, and the report is already asked for.
    expect(requests).toEqual(['/api/report/7']);
    release();
    expect(await screen.findByRole('heading', { name: 'Quarterly report' })).toBeTruthy();
    expect(requests).toEqual(['/api/report/7']);
  });

  it('asks for nothing when the guard turns the user away', async () => {
    const { requests } = renderRoute(false);
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
