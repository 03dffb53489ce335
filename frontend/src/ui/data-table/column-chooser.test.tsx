import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CookieJar } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { USER_CONFIG_COOKIE } from '@/app/session/user-config-cookie.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { ListScreen } from '../page/list-screen.tsx';
import { columnChoiceKey, routeListId } from './column-choice.ts';
import { type Column, DataTable } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  documents: number;
  owner: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'documents', header: 'Documents', numeric: true },
  { key: 'owner', header: 'Owner' },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">{`Open ${row.name}`}</button> },
];

const rows: Row[] = [
  { id: '1', name: 'Acme', documents: 12, owner: 'Ana' },
  { id: '2', name: 'Borealis', documents: 3, owner: 'Ben' },
];

/** A session whose user configuration cookie names this user, kept in memory. */
function sessionOf(userId: string): SessionClient {
  const cookies = new Map([
    [USER_CONFIG_COOKIE, JSON.stringify({ userId, UserEmail: `user${userId}@example.com`, UserRoles: [], MODULE_ACCESS: [] })],
  ]);
  const jar: CookieJar = {
    get: (name) => cookies.get(name) ?? null,
    set(name, value) {
      cookies.set(name, value);
    },
    remove(name) {
      cookies.delete(name);
    },
    clearAll: () => cookies.clear(),
  };
  return new SessionClient({ fetch: (async () => new Response(null, { status: 401 })) as typeof fetch, cookies: jar });
}

/** The list at `url` under the route `path`, signed in as `userId` when given. */
function renderList(url: string, options: { path?: string; userId?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? '/things',
        handle: { title: 'Things' },
        element: <ListScreen<Row> kind="general" columns={columns} rows={rows} rowKey={(row) => row.id} emptyTitle="No things" />,
      },
    ],
    { initialEntries: [url] },
  );
  const screenTree = <RouterProvider router={router} />;
  return render(options.userId ? <SessionProvider client={sessionOf(options.userId)}>{screenTree}</SessionProvider> : screenTree);
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, '').trim());
const columnsButton = () => screen.getByRole('button', { name: /^Columns/ });
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ColumnChooser on a list screen', () => {
  it('lists every column, keeps the required ones ticked and locked, and hides an optional one from the table', () => {
    renderList('/things');
    expect(headers()).toEqual(['Name', 'Documents', 'Owner', 'Actions']);
    expect(columnsButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(columnsButton());
    expect(columnsButton().getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Show columns' });
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['NameAlways shown', 'Documents', 'Owner', 'ActionsAlways shown']);
    expect(box('Name').disabled && box('Name').checked).toBe(true);
    expect(box('Actions').disabled && box('Actions').checked).toBe(true);
    // It opens on the first box the user can change.
    expect(document.activeElement).toBe(box('Documents'));

    fireEvent.click(box('Owner'));
    expect(headers()).toEqual(['Name', 'Documents', 'Actions']);
    expect(screen.queryByText('Ana')).toBeNull();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(columnsButton().textContent).toBe('Columns1 hidden');
    expect(JSON.parse(localStorage.getItem(columnChoiceKey(null, '/things')) ?? 'null')).toEqual({ hidden: ['owner'] });
  });

  it('remembers the choice across a reload, and "Show all columns" brings every column back', () => {
    const first = renderList('/things');
    fireEvent.click(columnsButton());
    fireEvent.click(box('Owner'));
    fireEvent.click(box('Documents'));
    expect(headers()).toEqual(['Name', 'Actions']);
    first.unmount();

    renderList('/things?page=1');
    expect(headers()).toEqual(['Name', 'Actions']);
    expect(columnsButton().textContent).toBe('Columns2 hidden');
    fireEvent.click(columnsButton());
    expect(box('Owner').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(headers()).toEqual(['Name', 'Documents', 'Owner', 'Actions']);
    expect(localStorage.getItem(columnChoiceKey(null, '/things'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show all columns' })).toBeNull();
  });

  it('keeps one choice per user and per list, and never hides a required column whatever is stored', () => {
    localStorage.setItem(columnChoiceKey('8', '/things'), JSON.stringify({ hidden: ['owner'] }));
    localStorage.setItem(columnChoiceKey('7', '/others'), JSON.stringify({ hidden: ['owner'] }));
    localStorage.setItem(columnChoiceKey('7', '/things'), JSON.stringify({ hidden: ['documents', 'name', 'actions'] }));

    const seven = renderList('/things', { userId: '7' });
    expect(headers()).toEqual(['Name', 'Owner', 'Actions']);
    seven.unmount();

    const eight = renderList('/things', { userId: '8' });
    expect(headers()).toEqual(['Name', 'Documents', 'Actions']);
    fireEvent.click(columnsButton());
    fireEvent.click(box('Documents'));
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('8', '/things')) ?? 'null')).toEqual({ hidden: ['documents', 'owner'] });
    // User 7's choice for the same list is untouched.
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('7', '/things')) ?? 'null')).toEqual({
      hidden: ['documents', 'name', 'actions'],
    });
    eight.unmount();

    renderList('/others', { path: '/others', userId: '8' });
    expect(headers()).toEqual(['Name', 'Documents', 'Owner', 'Actions']);
  });

  it('shares one choice between the records a route shows (the list id is the route pattern)', () => {
    const first = renderList('/company/5/things', { path: '/company/:companyId/things' });
    fireEvent.click(columnsButton());
    fireEvent.click(box('Owner'));
    expect(localStorage.getItem(columnChoiceKey(null, '/company/:companyId/things'))).not.toBeNull();
    first.unmount();

    renderList('/company/9/things', { path: '/company/:companyId/things' });
    expect(headers()).toEqual(['Name', 'Documents', 'Actions']);
  });

  it('works from the keyboard: arrows move between the boxes, Escape closes back onto the button', async () => {
    renderList('/things');
    columnsButton().focus();
    fireEvent.click(columnsButton());
    expect(document.activeElement).toBe(box('Documents'));
    fireEvent.keyDown(box('Documents'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box('Owner'));
    fireEvent.keyDown(box('Owner'), { key: 'ArrowDown' });
    // Wraps past the locked boxes back to the first one the user can change.
    expect(document.activeElement).toBe(box('Documents'));
    fireEvent.keyDown(box('Documents'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box('Owner'));

    await act(async () => {
      fireEvent.keyDown(box('Owner'), { key: 'Escape' });
    });
    expect(screen.queryByRole('group', { name: 'Show columns' })).toBeNull();
    expect(columnsButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(columnsButton());
  });

  it('closes when the pointer goes elsewhere', () => {
    renderList('/things');
    fireEvent.click(columnsButton());
    fireEvent.mouseDown(screen.getByRole('table'));
    expect(screen.queryByRole('group', { name: 'Show columns' })).toBeNull();
  });

  it('offers no chooser on a list whose every column is required', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/fixed',
          handle: { title: 'Fixed' },
          element: (
            <ListScreen<Row>
              kind="general"
              columns={[columns[0]!, columns[3]!]}
              rows={rows}
              rowKey={(row) => row.id}
              emptyTitle="No things"
            />
          ),
        },
      ],
      { initialEntries: ['/fixed'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('button', { name: /^Columns/ })).toBeNull();
  });
});

/** A table used on its own, opting in to the chooser. */
function Alerts() {
  const list = useListState('general');
  return (
    <DataTable
      label="Alerts"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={2}
      list={list}
      emptyTitle="None"
      chooseColumns="alerts"
    />
  );
}

describe('ColumnChooser on a table used on its own', () => {
  it('opts in with the list id, and keeps the choice under it', () => {
    const router = createMemoryRouter([{ path: '/alerts', element: <Alerts /> }], { initialEntries: ['/alerts'] });
    const first = render(<RouterProvider router={router} />);
    fireEvent.click(columnsButton());
    fireEvent.click(box('Documents'));
    expect(headers()).toEqual(['Name', 'Owner', 'Actions']);
    expect(JSON.parse(localStorage.getItem(columnChoiceKey(null, 'alerts')) ?? 'null')).toEqual({ hidden: ['documents'] });
    first.unmount();

    render(<RouterProvider router={createMemoryRouter([{ path: '/alerts', element: <Alerts /> }], { initialEntries: ['/alerts'] })} />);
    expect(headers()).toEqual(['Name', 'Owner', 'Actions']);
  });
});

describe('column choice helpers', () => {
  it('names a list by its route pattern, whatever record the address shows', () => {
    expect(routeListId('/users', {})).toBe('/users');
    expect(routeListId('/company/42/users/', { companyId: '42' })).toBe('/company/:companyId/users');
    expect(routeListId('/library/a%20b/docs', { folder: 'a b' })).toBe('/library/:folder/docs');
    expect(columnChoiceKey('3', '/users')).toBe('ea.listColumns:3:/users');
  });
});
