import type { Filing } from '@ea/contracts/edgar-eye';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import SearchFilingsPage from './search-filings-page.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const filing = (n: number): Filing => ({
  accession: `0000950170-26-00000${n}`,
  cik: 1318605,
  companyName: 'Tesla, Inc.',
  formType: '8-K',
  dateFiled: `2026-01-0${n}`,
  fileName: `edgar/data/1318605/0000950170-26-00000${n}.txt`,
  ingestedAt: '2026-01-01T00:00:00Z',
});

const FORMS = {
  items: [
    { formType: '8-K', special: true },
    { formType: 'DEF 14A', special: true },
    { formType: '10-K', special: false },
    { formType: '10-Q', special: false },
  ],
};

function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The page at `url`, with a fetch answering EdgarEye's API and recording every address asked. */
function renderAt(url: string, answer: { total?: number; more?: boolean } = {}) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const address = String(input);
    asked.push(address);
    if (address.startsWith('/api/edgar-eye/forms')) return json(200, FORMS);
    if (address.startsWith('/api/edgar-eye/cik-lookup')) {
      return json(200, { items: [{ cik: 1318605, name: 'Tesla, Inc.', tickers: ['TSLA'] }] });
    }
    if (address.startsWith('/api/edgar-eye/filings?')) {
      return json(200, { items: [filing(1), filing(2)], total: answer.total ?? 2, more: answer.more ?? false, page: 1, size: 10 });
    }
    return json(404, { code: 'notFound', message: 'Not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const router = createMemoryRouter(
    [
      {
        path: '/edgar-eye/search-filings',
        handle: { title: 'Search Filings' },
        element: (
          <>
            <Location />
            <SearchFilingsPage />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={new NotificationStore()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (key: string) => session.json(key) }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  const filingSearches = () => asked.filter((address) => address.startsWith('/api/edgar-eye/filings?'));
  return { asked, filingSearches, router };
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const query = () => Object.fromEntries(search());
const control = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement;

describe('Search Filings keeps its whole state in the URL', () => {
  it('shows a shared link’s search in its fields and asks the server for exactly that search', async () => {
    const url =
      '/edgar-eye/search-filings?q=tesla&ticker=TSLA&form=8-K&range=Custom%20Range&from=2026-01-01&to=2026-01-31&sort=companyName&order=asc&page=2&size=30';
    const { filingSearches } = renderAt(url);
    await screen.findAllByText('Tesla, Inc.');
    expect(filingSearches()[0]).toBe(
      '/api/edgar-eye/filings?page=2&size=30&q=tesla&ticker=TSLA&form=8-K&range=Custom+Range&from=2026-01-01&to=2026-01-31&sort=companyName&order=asc',
    );
    expect(control('Company').value).toBe('tesla');
    expect(control('Ticker').value).toBe('TSLA');
    await waitFor(() => expect(control('Form type').value).toBe('8-K'));
    expect(control('Date filed').value).toBe('Custom Range');
    expect(control('From').value).toBe('2026-01-01');
    expect(control('To').value).toBe('2026-01-31');
    expect(screen.getByRole('columnheader', { name: /Company/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('offers the form types with special handling first', async () => {
    renderAt('/edgar-eye/search-filings');
    const select = control('Form type');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(5));
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.value),
    ]);
    expect(groups).toEqual([
      ['Special handling', ['8-K', 'DEF 14A']],
      ['Other form types', ['10-K', '10-Q']],
    ]);
  });

  it('writes each criterion to its parameter and goes back to page 1', async () => {
    renderAt('/edgar-eye/search-filings?page=3');
    await screen.findAllByText('Tesla, Inc.');
    await waitFor(() => expect(within(control('Form type')).getAllByRole('option').length).toBe(5));
    fireEvent.change(control('Form type'), { target: { value: '10-K' } });
    await waitFor(() => expect(query()).toEqual({ form: '10-K' }));
    fireEvent.change(control('CIK'), { target: { value: '0000320193' } });
    await waitFor(() => expect(query()).toEqual({ form: '10-K', cik: '320193' }));
    fireEvent.change(control('Ticker'), { target: { value: 'aapl' } });
    await waitFor(() => expect(query()).toEqual({ form: '10-K', cik: '320193', ticker: 'AAPL' }));
  });

  it('keeps from and to only for a custom range', async () => {
    renderAt('/edgar-eye/search-filings?range=Custom%20Range&from=2026-01-01&to=2026-01-31');
    await screen.findAllByText('Tesla, Inc.');
    fireEvent.change(control('Date filed'), { target: { value: 'Week' } });
    await waitFor(() => expect(query()).toEqual({ range: 'Week' }));
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.change(control('Date filed'), { target: { value: 'Custom Range' } });
    await waitFor(() => expect(query()).toEqual({ range: 'Custom Range' }));
    fireEvent.change(control('From'), { target: { value: '2026-02-10' } });
    fireEvent.change(control('To'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(query()).toEqual({ range: 'Custom Range', from: '2026-02-10', to: '2026-02-01' }));
    expect(screen.getByRole('alert').textContent).toBe('From must be on or before To');
  });

  it('searches by a typed name once typing pauses, and by the CIK of a company picked from the type-ahead', async () => {
    const { asked } = renderAt('/edgar-eye/search-filings?cik=1');
    await screen.findAllByText('Tesla, Inc.');
    fireEvent.change(control('Company'), { target: { value: 'tes' } });
    expect(query()).toEqual({ cik: '1' });
    await waitFor(() => expect(query()).toEqual({ q: 'tes' }));
    const option = await screen.findByRole('option', { name: /Tesla, Inc\./ });
    expect(asked).toContain('/api/edgar-eye/cik-lookup?q=tes&limit=10');
    fireEvent.click(option);
    await waitFor(() => expect(query()).toEqual({ cik: '1318605' }));
    expect(control('Company').value).toBe('Tesla, Inc.');
    expect(control('CIK').value).toBe('1318605');
  });

  it('picks a suggestion with the keyboard', async () => {
    renderAt('/edgar-eye/search-filings');
    const company = control('Company');
    fireEvent.change(company, { target: { value: 'TSLA' } });
    await screen.findByRole('option', { name: /Tesla, Inc\./ });
    fireEvent.keyDown(company, { key: 'ArrowDown' });
    expect(company.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Tesla, Inc\./ }).id);
    fireEvent.keyDown(company, { key: 'Enter' });
    await waitFor(() => expect(query()).toEqual({ cik: '1318605' }));
    expect(company.getAttribute('aria-expanded')).toBe('false');
  });

  it('sorts by a clicked header and pages, in the URL', async () => {
    renderAt('/edgar-eye/search-filings?form=8-K', { total: 25 });
    await screen.findAllByText('Tesla, Inc.');
    fireEvent.click(screen.getByRole('button', { name: /^Form type/ }));
    await waitFor(() => expect(query()).toEqual({ form: '8-K', sort: 'formType', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(query()).toEqual({ form: '8-K', sort: 'formType', order: 'asc', page: '2' }));
  });

  it('says "10,000+" when the server stopped counting', async () => {
    renderAt('/edgar-eye/search-filings', { total: 10_000, more: true });
    expect(await screen.findByText('1–10 of 10,000+')).toBeTruthy();
  });

  it('clears every criterion at once', async () => {
    renderAt('/edgar-eye/search-filings?q=tesla&form=8-K&range=Day&size=30');
    await screen.findAllByText('Tesla, Inc.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    });
    await waitFor(() => expect(query()).toEqual({ size: '30' }));
    expect(control('Company').value).toBe('');
  });
});
