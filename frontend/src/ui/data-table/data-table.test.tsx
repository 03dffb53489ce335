import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useListState } from '../list-state/use-list-state.ts';
import { type Column, DataTable } from './data-table.tsx';
import { pageNumbers } from './pagination.tsx';
import { rowWindow } from './virtual-rows.ts';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'id', header: 'Id' },
];

function Table({ rows, total }: { rows: Row[]; total: number }) {
  const list = useListState('general');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <DataTable
        label="Things"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        list={list}
        emptyTitle="Things will appear here"
        selection={{ selected, onChange: setSelected }}
      />
    </>
  );
}

function renderAt(url: string, rows: Row[], total = rows.length) {
  const router = createMemoryRouter([{ path: '/things', element: <Table rows={rows} total={total} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `Thing ${i + 1}` }));

/** A table told to hide three columns, two of them required. */
function Hidden() {
  const list = useListState('general');
  return (
    <DataTable
      label="Things"
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'count', header: 'Count', numeric: true, render: () => '12' },
        { key: 'id', header: 'Id' },
        { key: 'actions', header: 'Actions', render: () => 'Edit' },
      ]}
      rows={rows(2)}
      rowKey={(row) => row.id}
      total={2}
      list={list}
      emptyTitle="Nothing"
      hiddenColumns={new Set(['id', 'name', 'actions'])}
    />
  );
}

const search = () => screen.getByTestId('search').textContent;

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the empty state when there are no rows', () => {
    renderAt('/things', []);
    expect(screen.getByText('Things will appear here')).toBeTruthy();
    expect(screen.getByText('No records')).toBeTruthy();
  });

  it('writes sort and order to the URL and flips the order on a second click', () => {
    renderAt('/things?page=3', rows(3), 100);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(search()).toBe('?sort=name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(search()).toBe('?sort=name&order=desc');
  });

  it('pages through the URL and changes the page size back to page 1', () => {
    renderAt('/things?page=2', rows(10), 95);
    expect(screen.getByText('11–20 of 95')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search()).toBe('?page=3');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(search()).toBe('?size=50');
  });

  it('selects rows one by one and the whole page from the header', () => {
    renderAt('/things', rows(3));
    fireEvent.click(screen.getByLabelText('Select row 2'));
    const header = screen.getByLabelText('Select all rows on this page') as HTMLInputElement;
    expect(header.indeterminate).toBe(true);
    fireEvent.click(header);
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(3);
  });

  it('leaves out the hidden optional columns, never a required one, and aligns numeric columns', () => {
    const router = createMemoryRouter([{ path: '/things', element: <Hidden /> }], { initialEntries: ['/things'] });
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Count', 'Actions']);
    expect(screen.queryByText('r1')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Count' }).className).toBe('data-table__numeric');
    expect(screen.getAllByText('12')[0]!.className).toBe('data-table__numeric');
  });

  it('renders only a window of a long page', () => {
    renderAt('/things?size=500', rows(500), 500);
    const body = screen.getAllByRole('rowgroup')[1]!;
    const rendered = within(body)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
  });
});

describe('table helpers', () => {
  it('windows rows around the viewport with overscan', () => {
    expect(rowWindow(500, 40, -4000, 800)).toEqual({ start: 92, end: 128, padTop: 92 * 40, padBottom: (500 - 128) * 40 });
    expect(rowWindow(10, 40, 200, 800)).toMatchObject({ start: 0, end: 10, padBottom: 0 });
  });

  it('lists page numbers around the current page with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });
});
