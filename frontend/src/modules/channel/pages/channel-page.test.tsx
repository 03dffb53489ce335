import { type Channel, ChannelArchiveMessages } from '@ea/contracts/directory';
import type { LoginSuccess } from '@ea/contracts/identity';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import ChannelPage from './channel-page.tsx';

afterEach(() => {
  cleanup();
  // Each test signs in anew; the configuration cookie of the last one must not carry over.
  documentCookies().clearAll();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const active: Channel = {
  id: 3,
  name: 'Acme Filings',
  logoUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  archivedAt: null,
};

function signedIn(overrides: Partial<LoginSuccess>): LoginSuccess {
  return {
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
    Admin: false,
    ...overrides,
  };
}

/** The page at /client/:id for a user, with a fetch answering the directory's and identity's APIs and recording each call. */
function renderPage(id: number, who: LoginSuccess) {
  const calls: { call: string; body: string | null }[] = [];
  let channel = active;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push({ call, body: typeof init.body === 'string' ? init.body : null });
    if (call === 'GET /api/client/3') return json(200, channel);
    if (call === 'GET /api/client/3/summary') return json(200, { channelId: 3, companies: 4, deletedCompanies: 1 });
    if (call === 'GET /api/sso/channel-account/3') return json(200, { channelId: 3, account: 'acme-okta' });
    if (call.startsWith('GET /api/user?')) return json(200, { items: [], total: 12, page: 1, size: 10 });
    if (call === 'GET /api/client') return json(200, { items: [channel] });
    if (call === 'PUT /api/client/3/archive') {
      channel = { ...channel, archivedAt: '2026-02-01T09:30:00Z' };
      return json(200, channel);
    }
    return json(404, { code: 'notFound', message: 'Channel not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies(), setTimer: () => 0, clearTimer: () => undefined });
  session.establish(who, 'default');
  const notifications = new NotificationStore();
  const router = createMemoryRouter([{ path: '/client/:channelId', element: <ChannelPage /> }], { initialEntries: [`/client/${id}`] });
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  return { calls, notifications };
}

/** A figure of the page by its label: its value and the link to its list. */
function figure(label: string) {
  const tile = document.querySelector(`[data-figure="${label}"]`) as HTMLElement | null;
  if (!tile) throw new Error(`no figure ${label}`);
  return { value: () => tile.querySelector('.channel-page__figure-value')?.textContent, link: within(tile).getByRole('link') };
}

describe('ChannelPage', () => {
  it('shows the channel with its mapping and counts, each count linking to its list filtered to the channel', async () => {
    const { calls } = renderPage(3, signedIn({ Admin: true, Feature_UserManagement: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Filings' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Channel summary' });
    expect(within(summary).getByText('Active')).toBeTruthy();
    expect(await within(summary).findByText('acme-okta')).toBeTruthy();

    await waitFor(() => expect(figure('Companies').value()).toBe('4'));
    expect(figure('Deleted companies').value()).toBe('1');
    await waitFor(() => expect(figure('Users').value()).toBe('12'));
    expect(figure('Companies').link.getAttribute('href')).toBe('/companies?client=3');
    expect(figure('Deleted companies').link.getAttribute('href')).toBe('/deleted-companies?client=3');
    expect(figure('Users').link.getAttribute('href')).toBe('/users?clientfilter=3');
    expect(calls.some(({ call }) => call.startsWith('GET /api/user?') && call.includes('clientfilter=3'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit channel' }).getAttribute('href')).toBe('/client/3/edit');
  });

  it('archives only after a confirmation that says what archiving does, then shows the channel as archived', async () => {
    const { calls, notifications } = renderPage(3, signedIn({ Admin: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Archive channel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive Acme Filings?' });
    expect(within(dialog).getByText(ChannelArchiveMessages.archiveQuestion)).toBeTruthy();

    // Cancel first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Archive channel' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive channel' }));
    expect(await screen.findByRole('button', { name: 'Unarchive channel' })).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/client/3/archive', body: JSON.stringify({ archived: true }) },
    ]);
    const summary = screen.getByRole('region', { name: 'Channel summary' });
    expect(within(summary).getByText('Archived', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText(/This channel is archived/)).toBeTruthy();
    expect(notifications.getSnapshot().map((item) => item.message)).toContain(ChannelArchiveMessages.archived);
  });

  it('leaves out the admin actions, the mapping and the users for a user who may not see them, and asks nothing of identity', async () => {
    const { calls } = renderPage(3, signedIn({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Filings' })).toBeTruthy();
    await waitFor(() => expect(figure('Companies').value()).toBe('4'));
    expect(screen.queryByRole('button', { name: 'Archive channel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit channel' })).toBeNull();
    expect(document.querySelector('[data-figure="Users"]')).toBeNull();
    expect(screen.queryByText('Identity provider')).toBeNull();
    expect(calls.filter(({ call }) => call.includes('/api/user') || call.includes('/api/sso'))).toEqual([]);
  });

  it("says a channel it cannot read (another tenant's) was not found", async () => {
    renderPage(8, signedIn({}));
    expect(await screen.findByText('This channel could not be found')).toBeTruthy();
    expect(screen.getByText('Channel not found')).toBeTruthy();
  });
});
