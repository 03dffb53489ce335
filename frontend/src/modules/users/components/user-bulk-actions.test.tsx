import { Messages } from '@ea/contracts';
import { IdentityErrors } from '@ea/contracts/identity';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { UserBulkActions } from './user-bulk-actions.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 3, name: 'Preparer' },
  { id: 4, name: 'Reviewer' },
];

/** The bar over `selectedIds`, with a server answering bulk requests with `answer`, recording them. */
function renderBar(selectedIds: number[], answer: (call: string, body: unknown) => Response) {
  const sent: { call: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    if (call === 'GET /api/role') return json(200, ROLES);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ call, body });
    return answer(call, body);
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const notifications = new NotificationStore();
  const onClear = vi.fn();
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
          <MemoryRouter>
            <UserBulkActions selectedIds={selectedIds} onClear={onClear} />
          </MemoryRouter>
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  const toasts = () => notifications.getSnapshot().map((item) => `${item.kind}: ${item.message}`);
  return { sent, toasts, onClear };
}

const bar = () => screen.getByRole('region', { name: 'Selected users' });
const click = (name: string) => fireEvent.click(within(bar()).getByRole('button', { name }));

describe('UserBulkActions', () => {
  it('shows nothing while no user is selected', () => {
    renderBar([], () => json(500, {}));
    expect(screen.queryByRole('region', { name: 'Selected users' })).toBeNull();
  });

  it('asks before deactivating, sends one request with every id, and keeps the refusals on screen with their reasons', async () => {
    const { sent, toasts, onClear } = renderBar([5, 6], () =>
      json(200, { done: [5], refused: [{ userId: 6, email: 'me@example.com', reason: IdentityErrors.ownStatus }] }),
    );
    expect(within(bar()).getByText('2 selected')).toBeTruthy();
    click('Deactivate');
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate users' });
    expect(dialog.textContent).toContain('The 2 selected users will be signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    click('Deactivate');
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Deactivate users' })).getByRole('button', { name: 'Deactivate 2' }));
    const outcome = await screen.findByRole('region', { name: 'Result of the last action' });
    expect(sent).toEqual([{ call: 'POST /api/user/bulk/deactivate', body: { userIds: [5, 6] } }]);
    expect(within(outcome).getByRole('status').textContent).toBe('1 user deactivated, 1 refused');
    expect(within(outcome).getByRole('list', { name: 'Refused' }).textContent).toBe(`me@example.com: ${IdentityErrors.ownStatus}`);
    expect(toasts()).toEqual(['success: 1 user deactivated, 1 refused']);
    expect(onClear).toHaveBeenCalledTimes(1);
    fireEvent.click(within(outcome).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Result of the last action' })).toBeNull();
  });

  it('asks which role to assign, with the spec’s message when none is chosen, and never offers Admin to a non-admin', async () => {
    const { sent } = renderBar([5, 6], () => json(200, { done: [5, 6], refused: [] }));
    click('Assign role…');
    const dialog = screen.getByRole('dialog', { name: 'Assign a role' });
    const role = within(dialog).getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select', 'Preparer', 'Reviewer']),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign role' }));
    expect(within(dialog).getByText(Messages.user.roleRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(role, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign role' }));
    const outcome = await screen.findByRole('region', { name: 'Result of the last action' });
    expect(sent).toEqual([{ call: 'POST /api/user/bulk/assign-role', body: { userIds: [5, 6], roleId: 4 } }]);
    expect(within(outcome).getByRole('status').textContent).toBe('Role Reviewer assigned to 2 users');
    expect(screen.queryByRole('dialog', { name: 'Assign a role' })).toBeNull();
  });

  it('assigns a product and resends invitations in one request each', async () => {
    const { sent } = renderBar([7], () => json(200, { done: [7], refused: [] }));
    const headline = () => within(screen.getByRole('region', { name: 'Result of the last action' })).getByRole('status').textContent;
    click('Assign product…');
    const dialog = screen.getByRole('dialog', { name: 'Assign a product' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Product/ }), { target: { value: '13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign product' }));
    await waitFor(() => expect(headline()).toBe('Product TSR assigned to 1 user'));
    click('Resend invitations');
    await waitFor(() => expect(headline()).toBe('Invitation sent to 1 user'));
    expect(sent).toEqual([
      { call: 'POST /api/user/bulk/assign-product', body: { userIds: [7], productId: 13 } },
      { call: 'POST /api/user/bulk/resend-invitation', body: { userIds: [7] } },
    ]);
  });

  it('says so when the server refuses the whole request, keeping the selection', async () => {
    const { toasts, onClear } = renderBar([5, 9], () => json(404, { code: 'notFound', message: IdentityErrors.bulkUsersNotFound }));
    click('Resend invitations');
    await waitFor(() => expect(toasts()).toEqual([`error: ${IdentityErrors.bulkUsersNotFound}`]));
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Result of the last action' })).toBeNull();
  });

  it('refuses more users than one request may name', () => {
    const { sent } = renderBar(
      Array.from({ length: 101 }, (_, i) => i + 1),
      () => json(200, {}),
    );
    expect(within(bar()).getByText('Select at most 100 users for one action')).toBeTruthy();
    for (const name of ['Deactivate', 'Resend invitations', 'Assign role…', 'Assign product…']) {
      expect((within(bar()).getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    }
    expect(sent).toEqual([]);
  });
});
