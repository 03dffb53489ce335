import { Messages } from '@ea/contracts';
import { type Channel, CompanyBulkErrors, DirectoryErrors } from '@ea/contracts/directory';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelFixture as channel, jsonResponse as json } from '@/api/directory/testing/channel-fixtures.ts';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { CompanyBulkActions } from './company-bulk-actions.tsx';

afterEach(cleanup);

const CHANNELS = [channel(1, 'North'), channel(2, 'South')];

interface BarOptions {
  deleted?: boolean;
  channels?: Channel[] | null;
}

/** The bar over `selectedIds`, with a server answering bulk requests with `answer`, recording them. */
function renderBar(selectedIds: number[], answer: (call: string, body: unknown) => Response, options: BarOptions = {}) {
  const sent: { call: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
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
            <CompanyBulkActions
              deleted={options.deleted ?? false}
              selectedIds={selectedIds}
              channels={options.channels === undefined ? CHANNELS : options.channels}
              onClear={onClear}
            />
          </MemoryRouter>
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  const toasts = () => notifications.getSnapshot().map((item) => `${item.kind}: ${item.message}`);
  return { sent, toasts, onClear };
}

const bar = () => screen.getByRole('region', { name: 'Selected companies' });
const click = (name: string) => fireEvent.click(within(bar()).getByRole('button', { name }));
const headline = () => within(screen.getByRole('region', { name: 'Result of the last action' })).getByRole('status').textContent;

describe('CompanyBulkActions', () => {
  it('shows nothing while no company is selected', () => {
    renderBar([], () => json(500, {}));
    expect(screen.queryByRole('region', { name: 'Selected companies' })).toBeNull();
  });

  it('asks before deleting, naming how many, and sends one request with every id', async () => {
    const { sent, toasts, onClear } = renderBar([5, 6, 8], () => json(200, { done: [5, 6, 8], refused: [] }));
    expect(within(bar()).getByText('3 selected')).toBeTruthy();
    click('Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete companies' });
    expect(dialog.textContent).toContain('The 3 selected companies and their documents move to deleted companies');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    click('Delete');
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete companies' })).getByRole('button', { name: 'Delete 3' }));
    await waitFor(() => expect(headline()).toBe('3 companies deleted'));
    expect(sent).toEqual([{ call: 'POST /api/company/bulk/delete', body: { companyIds: [5, 6, 8] } }]);
    expect(toasts()).toEqual(['success: 3 companies deleted']);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('moves to the chosen channel, with the spec’s message when none is chosen, and lists each refusal with its reason', async () => {
    const reason = DirectoryErrors.identifierTaken('cik');
    const { sent } = renderBar([5, 6], () => json(200, { done: [5], refused: [{ companyId: 6, name: 'Beta Corp', reason }] }));
    click('Move to channel…');
    const dialog = screen.getByRole('dialog', { name: 'Move to another channel' });
    const channel = within(dialog).getByRole('combobox', { name: /^Channel/ }) as HTMLSelectElement;
    expect(
      within(channel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'North', 'South']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText(Messages.user.channelRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(channel, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(headline()).toBe('1 company moved to South, 1 refused'));
    expect(sent).toEqual([{ call: 'POST /api/company/bulk/move', body: { companyIds: [5, 6], channelId: 2 } }]);
    const outcome = screen.getByRole('region', { name: 'Result of the last action' });
    expect(within(outcome).getByRole('list', { name: 'Refused' }).textContent).toBe(`Beta Corp: ${reason}`);
    expect(screen.queryByRole('dialog', { name: 'Move to another channel' })).toBeNull();
    fireEvent.click(within(outcome).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Result of the last action' })).toBeNull();
  });

  it('offers no archived channel to move to, and no move when every other channel is archived', async () => {
    const archivedAt = '2026-02-01T00:00:00.000Z';
    const { sent } = renderBar([5], () => json(200, { done: [5], refused: [] }), {
      channels: [channel(1, 'North'), channel(3, 'Old West', archivedAt), channel(2, 'South')],
    });
    click('Move to channel…');
    const dialog = screen.getByRole('dialog', { name: 'Move to another channel' });
    const select = within(dialog).getByRole('combobox', { name: /^Channel/ }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'North', 'South']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(headline()).toBe('1 company moved to South'));
    expect(sent).toEqual([{ call: 'POST /api/company/bulk/move', body: { companyIds: [5], channelId: 2 } }]);
    cleanup();

    renderBar([5], () => json(200, {}), { channels: [channel(3, 'Old West', archivedAt), channel(4, 'Old East', archivedAt)] });
    expect(within(bar()).queryByRole('button', { name: 'Move to channel…' })).toBeNull();
  });

  it('offers no move to someone who works in one channel', () => {
    renderBar([5], () => json(200, {}), { channels: null });
    expect(within(bar()).queryByRole('button', { name: 'Move to channel…' })).toBeNull();
    expect(within(bar()).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('restores on the deleted companies list without asking, and offers neither delete nor move there', async () => {
    const { sent } = renderBar([9], () => json(200, { done: [9], refused: [] }), { deleted: true });
    expect(within(bar()).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Move to channel…' })).toBeNull();
    click('Restore');
    await waitFor(() => expect(headline()).toBe('1 company restored'));
    expect(sent).toEqual([{ call: 'POST /api/company/bulk/restore', body: { companyIds: [9] } }]);
  });

  it('says so when the server refuses the whole request, keeping the selection', async () => {
    const { toasts, onClear } = renderBar([5, 9], () => json(404, { code: 'notFound', message: CompanyBulkErrors.companiesNotFound }), {
      deleted: true,
    });
    click('Restore');
    await waitFor(() => expect(toasts()).toEqual([`error: ${CompanyBulkErrors.companiesNotFound}`]));
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Result of the last action' })).toBeNull();
  });

  it('refuses more companies than one request may name', () => {
    const { sent } = renderBar(
      Array.from({ length: 101 }, (_, i) => i + 1),
      () => json(200, {}),
    );
    expect(within(bar()).getByText('Select at most 100 companies for one action')).toBeTruthy();
    for (const name of ['Delete', 'Move to channel…']) {
      expect((within(bar()).getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    }
    expect(sent).toEqual([]);
  });
});
