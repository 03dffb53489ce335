import { ServerCodes, SuccessMessages } from '@ea/contracts';
import { EdgarEyeErrors } from '@ea/contracts/edgar-eye';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { AlertForm, alertCikOf, PICK_A_COMPANY } from './alert-form.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TESLA = { cik: 1318605, name: 'Tesla, Inc.', tickers: ['TSLA'] };
const alert = { id: 7, cik: 1318605, companyName: 'Tesla, Inc.', formTypes: [], notifyByEmail: false, createdAt: '', updatedAt: '' };
const ALREADY = () => json(409, { code: 'alertexists', message: ServerCodes.alertexists });

/** The form with a fetch answering `add` (and the lookups), recording every request and its body. */
function renderForm(add: () => Response) {
  const sent: { call: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    if (call.startsWith('GET /api/edgar-eye/forms')) return json(200, { items: [{ formType: '8-K', special: true }] });
    if (call.startsWith('GET /api/edgar-eye/cik-lookup')) return json(200, { items: [TESLA] });
    sent.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (call === 'POST /api/edgar-eye/alerts/add') return add();
    return json(200, { items: [] });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const notifications = new NotificationStore();
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
          <MemoryRouter>
            <AlertForm />
          </MemoryRouter>
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  const toasts = () => notifications.getSnapshot().map((item) => `${item.kind}: ${item.message}`);
  const adds = () => sent.filter((request) => request.call === 'POST /api/edgar-eye/alerts/add');
  return { toasts, adds };
}

const form = () => screen.getByRole('form', { name: 'Add an alert' });
const company = () => within(form()).getByRole('combobox', { name: /^Company or CIK/ }) as HTMLInputElement;
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Add alert' }));

describe('alertCikOf', () => {
  it('takes the company picked, else a CIK typed with or without its zeros, else asks', () => {
    expect(alertCikOf('Tesla, Inc.', TESLA)).toEqual({ cik: 1318605 });
    expect(alertCikOf('0001318605', null)).toEqual({ cik: 1318605 });
    expect(alertCikOf(' 320193 ', null)).toEqual({ cik: 320193 });
    expect(alertCikOf('', null)).toEqual({ error: PICK_A_COMPANY });
    expect(alertCikOf('tesla', null)).toEqual({ error: PICK_A_COMPANY });
    expect(alertCikOf('12345678901', null)).toEqual({ error: EdgarEyeErrors.cikInvalid });
    expect(alertCikOf('0', null)).toEqual({ error: EdgarEyeErrors.cikInvalid });
  });
});

describe('AlertForm', () => {
  it('says "Alert Created/Updated Successfully" and clears itself once the alert is added', async () => {
    const { toasts, adds } = renderForm(() => json(201, alert));
    fireEvent.change(company(), { target: { value: '1318605' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Notify me by e-mail' }));
    submit();
    await waitFor(() => expect(toasts()).toEqual([`success: ${SuccessMessages.alertSaved}`]));
    expect(adds()).toEqual([{ call: 'POST /api/edgar-eye/alerts/add', body: { cik: 1318605, formTypes: [], notifyByEmail: true } }]);
    await waitFor(() => expect(company().value).toBe(''));
    expect((within(form()).getByRole('checkbox', { name: 'Notify me by e-mail' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s "You are Already Tracking This Cik" and keeps what was typed', async () => {
    const { toasts, adds } = renderForm(ALREADY);
    fireEvent.change(company(), { target: { value: '1318605' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Notify me by e-mail' }));
    submit();
    await waitFor(() => expect(toasts()).toEqual([`error: ${ServerCodes.alertexists}`]));
    expect(adds()).toHaveLength(1);
    expect(company().value).toBe('1318605');
    expect((within(form()).getByRole('checkbox', { name: 'Notify me by e-mail' }) as HTMLInputElement).checked).toBe(true);
    // The button comes back once the failed request settles, which may be a render after the toast.
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Add alert' }).hasAttribute('disabled')).toBe(false));
  });

  it('adds the company picked from the type-ahead by its CIK', async () => {
    const { adds } = renderForm(() => json(201, alert));
    fireEvent.change(company(), { target: { value: 'tesla' } });
    fireEvent.click(await screen.findByRole('option', { name: /Tesla, Inc\./ }));
    expect(company().value).toBe('Tesla, Inc.');
    expect(screen.getByText('CIK 0001318605')).toBeTruthy();
    submit();
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0]?.body).toEqual({ cik: 1318605, formTypes: [], notifyByEmail: false });
  });

  it('asks for a company or a CIK at the field, and sends nothing', async () => {
    const { adds, toasts } = renderForm(() => json(201, alert));
    submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe(PICK_A_COMPANY);
    expect(company().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(company(), { target: { value: '12345678901' } });
    submit();
    expect((await within(form()).findByRole('alert')).textContent).toBe(EdgarEyeErrors.cikInvalid);
    expect(adds()).toEqual([]);
    expect(toasts()).toEqual([]);
  });
});
