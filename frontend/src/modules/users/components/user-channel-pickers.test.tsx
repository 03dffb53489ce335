import type { LoginSuccess } from '@ea/contracts/identity';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVED_AT, channelFixture as channel, jsonResponse as json } from '@/api/directory/testing/channel-fixtures.ts';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { ConfirmProvider } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { UserForm } from './user-form.tsx';
import { emptyUserForm, type UserFormValues } from './user-form-values.ts';
import { UserListFilters } from './user-list-filters.tsx';

afterEach(() => {
  cleanup();
  documentCookies().clearAll();
});

const CHANNELS = [channel(1, 'North'), channel(2, 'Old West', ARCHIVED_AT), channel(3, 'South'), channel(4, 'Old East', ARCHIVED_AT)];

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

/** `element` for an admin at /users, over a server answering the channel and role lists. */
function renderForAdmin(element: ReactNode) {
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    if (call === 'GET /api/client') return json(200, { items: CHANNELS });
    if (call === 'GET /api/role') return json(200, [{ id: 5, name: 'Preparer' }]);
    return json(404, { code: 'notFound', message: 'Not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies(), setTimer: () => 0, clearTimer: () => undefined });
  session.establish(admin, 'default');
  const router = createMemoryRouter([{ path: '/users', element }], { initialEntries: ['/users'] });
  render(
    <SessionProvider client={session}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SWRConfig>
    </SessionProvider>,
  );
}

/** The names a dropdown offers once opened (the channel list may still be on its way). */
async function offered(label: string) {
  const trigger = await screen.findByRole('combobox', { name: label });
  fireEvent.click(trigger);
  const list = await screen.findByRole('listbox', { name: label });
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());
  fireEvent.click(trigger);
  return names;
}

const form = (initial: UserFormValues) => <UserForm initial={initial} submitLabel="Save" onSave={async () => ({})} />;

function FiltersHarness() {
  return <UserListFilters list={useListState('users')} />;
}

describe('channel pickers of the users screens', () => {
  it('the new user form offers the active channels only', async () => {
    renderForAdmin(form(emptyUserForm));
    await expect.poll(() => offered('Channel')).toEqual(['North', 'South']);
  });

  it('the form of a user in an archived channel shows that channel, marked, and offers no other archived one', async () => {
    renderForAdmin(form({ ...emptyUserForm, email: 'kept@example.com', channelId: 2, roles: [5], products: [5] }));
    await expect.poll(() => offered('Channel')).toEqual(['North', 'Old West (archived)', 'South']);
    const trigger = screen.getByRole('combobox', { name: 'Channel' });
    expect(trigger.textContent).toContain('Old West (archived)');
    // Moving the user to an active channel is still offered.
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('option', { name: 'South' }));
    expect(screen.getByRole('combobox', { name: 'Channel' }).textContent).toContain('South');
  });

  it('the list filter offers every channel, archived ones marked', async () => {
    renderForAdmin(<FiltersHarness />);
    await expect
      .poll(() => offered('Channel filter'))
      .toEqual(['Select All', 'North', 'Old West (archived)', 'South', 'Old East (archived)']);
  });
});
