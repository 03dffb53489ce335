import type { Company } from '@ea/contracts/directory';
import type { LoginSuccess } from '@ea/contracts/identity';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVED_AT, channelFixture as channel, jsonResponse as json } from '@/api/directory/testing/channel-fixtures.ts';
import { RealtimeMessages, RealtimeMessagesProvider } from '@/app/realtime/realtime-messages.tsx';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { ConfirmProvider } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import AddCompanyPage from '../pages/add-company-page.tsx';
import BulkImportPage from '../pages/bulk-import-page.tsx';
import EditCompanyPage from '../pages/edit-company-page.tsx';
import { channelFilter } from './channel-filter.tsx';
import { useAdminChannelOptions } from './channel-options.ts';

afterEach(() => {
  cleanup();
  documentCookies().clearAll();
});

const CHANNELS = [channel(1, 'North'), channel(2, 'Old West', ARCHIVED_AT), channel(3, 'South'), channel(4, 'Old East', ARCHIVED_AT)];

const company = (channelId: number): Company => ({
  id: 40,
  channelId,
  name: 'Harbor Shipping',
  ticker: 'HSHP',
  cik: '0000000040',
  cid: null,
  sic: null,
  cusip: null,
  fiscalYearEnd: null,
  filerCategory: null,
  smallerReportingCompany: false,
  emergingGrowthCompany: false,
  stateOfIncorporation: null,
  ein: null,
  businessStreet1: null,
  businessStreet2: null,
  businessCity: null,
  businessState: null,
  businessZip: null,
  businessPhone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  deletedBy: null,
});

const admin: LoginSuccess = {
  access_token: 'access-1',
  access_token_expiry: Date.now() / 1000 + 3600,
  userId: '1',
  brand: 'default',
  UserEmail: 'admin@example.com',
  UserRoles: [{ RoleName: 'Admin' }],
  MODULE_ACCESS: [],
  singleCompany: null,
  Feature_UserManagement: true,
  Feature_CompanyManagement: true,
  Feature_AuditLog: true,
  Feature_Editor: false,
  Admin: true,
};

/** One screen at `path` for an admin, over a server answering the channel list and company 40 (in `companyChannel`). */
function renderAt(path: string, route: string, element: ReactNode, companyChannel = 1) {
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    if (call === 'GET /api/client') return json(200, { items: CHANNELS });
    if (call === 'GET /api/company/40') return json(200, company(companyChannel));
    return json(404, { code: 'notFound', message: 'Not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies(), setTimer: () => 0, clearTimer: () => undefined });
  session.establish(admin, 'default');
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={new NotificationStore()}>
        <RealtimeMessagesProvider messages={new RealtimeMessages()}>
          <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
            <ConfirmProvider>
              <RouterProvider router={router} />
            </ConfirmProvider>
          </SWRConfig>
        </RealtimeMessagesProvider>
      </NotificationsProvider>
    </SessionProvider>,
  );
}

/** The names a dropdown offers once opened (the channel list may still be on its way). */
async function dropdown(label: string) {
  const trigger = await screen.findByRole('combobox', { name: label });
  fireEvent.click(trigger);
  const list = await screen.findByRole('listbox', { name: label });
  const offered = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());
  fireEvent.click(trigger);
  return offered;
}

/** The company list's channel filter, as the list screen builds it. */
function FilterHarness() {
  const list = useListState('general');
  return <>{channelFilter(useAdminChannelOptions())?.(list)}</>;
}

describe('channel pickers of the company screens', () => {
  it('the add form offers the active channels only', async () => {
    renderAt('/companies/add', '/companies/add', <AddCompanyPage />);
    await screen.findByRole('form', { name: 'Company details' });
    await expect.poll(async () => await dropdown('Channel')).toEqual(['North', 'South']);
  });

  it('the edit form of a company in an archived channel shows that channel, marked, as it is (the form moves no company)', async () => {
    renderAt('/companies/40/edit', '/companies/:companyId/edit', <EditCompanyPage />, 2);
    await screen.findByRole('form', { name: 'Company details' });
    const trigger = screen.getByRole('combobox', { name: 'Channel' });
    await expect.poll(() => trigger.textContent).toContain('Old West (archived)');
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
  });

  it('the edit form of a company in an active channel shows its channel unmarked', async () => {
    renderAt('/companies/40/edit', '/companies/:companyId/edit', <EditCompanyPage />, 3);
    await screen.findByRole('form', { name: 'Company details' });
    const trigger = screen.getByRole('combobox', { name: 'Channel' });
    await expect.poll(() => trigger.textContent).toContain('South');
    expect(trigger.textContent).not.toContain('(archived)');
  });

  it('the companies import offers the active channels only', async () => {
    renderAt('/companies/import', '/companies/import', <BulkImportPage />);
    await expect.poll(async () => await dropdown('Channel')).toEqual(['North', 'South']);
  });

  it('the list filter offers every channel, archived ones marked', async () => {
    renderAt('/companies', '/companies', <FilterHarness />);
    await expect
      .poll(async () => await dropdown('Channel filter'))
      .toEqual(['North', 'Old West (archived)', 'South', 'Old East (archived)']);
  });
});
