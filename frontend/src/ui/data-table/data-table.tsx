import { ListParams, STICKY_HEADER_OFFSET_PX } from '@ea/contracts';
import { type ReactNode, useRef } from 'react';
import type { ListState } from '../list-state/use-list-state.ts';
import { EmptyState } from '../page/empty-state.tsx';
import { Skeleton } from '../page/skeleton.tsx';
import type { SortValue } from './client-sort.ts';
import { shownColumns } from './column-choice.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { Pagination } from './pagination.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { useVirtualRows } from './virtual-rows.ts';
import './data-table.css';

export interface Column<T> {
  key: string;
  header: string;
  sortable?: boolean;
  width?: string;
  render?: (row: T) => ReactNode;
  /**
   * Whether the column stays when the user picks columns. Unset, the first column (what names
   * the row) and the `actions` column are required and every other one may be hidden.
   */
  required?: boolean;
  /** The column holds numbers (counts, sizes): aligned right, and sorted by value on the client. */
  numeric?: boolean;
  /** What the column sorts by on the client when that is not the row's field named by `key`. */
  sortValue?: (row: T) => SortValue;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** Rows on the server for the current filter; drives the pager. */
  total: number;
  /** The server stopped counting at `total`: the pager says "10,000+". */
  more?: boolean;
  list: ListState;
  loading?: boolean;
  error?: string | null;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  selection?: RowSelection;
  /** What a row's checkbox is called ("Select jane@example.com"); "Select row n" without it. */
  selectionLabel?(row: T): string;
  rowHeight?: number;
  /** Pages longer than this render only the rows near the viewport. */
  virtualizeAbove?: number;
  /** Optional columns the user chose to hide (see ColumnChooser); required columns show all the same. */
  hiddenColumns?: ReadonlySet<string>;
  /**
   * Opt-in "Columns" chooser above a table used on its own (ListScreen has its own in its
   * toolbar): the list's id, naming the per-user choice kept in the browser.
   */
  chooseColumns?: string;
}

/**
 * A server-paged table bound to the list state in the URL: page, page size and, for lists that
 * have them, sort and order. The header sticks under the top bar (spec §9, 66 px).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, rowKey, total, list, loading = false, error = null, selection } = props;
  const ownChoice = useColumnChoice(props.chooseColumns ?? '');
  const hidden = props.hiddenColumns ?? (props.chooseColumns === undefined ? undefined : ownChoice.hidden);
  const columns = hidden ? shownColumns(props.columns, hidden) : props.columns;
  const rowHeight = props.rowHeight ?? 44;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtual = rows.length > (props.virtualizeAbove ?? 100);
  const range = useVirtualRows(rows.length, rowHeight, bodyRef, virtual);
  const sortable = (ListParams[list.kind] as readonly string[]).includes('sort');
  const sort = list.get('sort');
  const order = list.get('order') === 'desc' ? 'desc' : 'asc';
  const columnCount = columns.length + (selection ? 1 : 0);
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;

  const toggleSort = (key: string) => list.update({ sort: key, order: sort === key && order === 'asc' ? 'desc' : 'asc' });
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const all = selectedOnPage === pageKeys.length;
    for (const key of pageKeys) all ? next.delete(key) : next.add(key);
    selection.onChange(next);
  };
  const toggleRow = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    next.has(key) ? next.delete(key) : next.add(key);
    selection.onChange(next);
  };

  const visible = rows.slice(range.start, range.end);
  return (
    <div className="data-table card">
      {props.chooseColumns !== undefined && (
        <div className="data-table__tools">
          <ColumnChooser columns={props.columns} choice={ownChoice} />
        </div>
      )}
      <table className="data-table__table" aria-label={label} aria-busy={loading} aria-rowcount={rows.length + 1}>
        <thead className="data-table__head" style={{ top: STICKY_HEADER_OFFSET_PX }}>
          <tr>
            {selection && (
              <th className="data-table__check" scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all rows on this page"
                  checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < pageKeys.length;
                  }}
                  disabled={pageKeys.length === 0}
                  onChange={togglePage}
                />
              </th>
            )}
            {columns.map((column) => {
              const active = sort === column.key;
              const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'data-table__numeric' : undefined}
                  style={{ width: column.width }}
                  aria-sort={ariaSort}
                >
                  {column.sortable && sortable ? (
                    <button type="button" className="data-table__sort" onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <span className={`data-table__sort-mark${active ? ' is-active' : ''}`} aria-hidden="true">
                        {active && order === 'desc' ? '▼' : '▲'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {loading ? (
            <tr>
              <td colSpan={columnCount}>
                <Skeleton lines={5} label={`Loading ${label}`} />
              </td>
            </tr>
          ) : error ? (
            <tr>
              <td colSpan={columnCount}>
                <EmptyState title="This list could not be loaded" message={error} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                <EmptyState title={props.emptyTitle} message={props.emptyMessage} />
              </td>
            </tr>
          ) : (
            <>
              {range.padTop > 0 && <tr className="data-table__spacer" style={{ height: range.padTop }} />}
              {visible.map((row, offset) => {
                const key = rowKey(row);
                const checked = selection?.selected.has(key) ?? false;
                return (
                  <tr
                    key={key}
                    aria-rowindex={range.start + offset + 2}
                    aria-selected={selection ? checked : undefined}
                    style={{ height: rowHeight }}
                  >
                    {selection && (
                      <td className="data-table__check">
                        <input
                          type="checkbox"
                          aria-label={props.selectionLabel?.(row) ?? `Select row ${range.start + offset + 1}`}
                          checked={checked}
                          onChange={() => toggleRow(key)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={column.numeric ? 'data-table__numeric' : undefined}>
                        {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {range.padBottom > 0 && <tr className="data-table__spacer" style={{ height: range.padBottom }} />}
            </>
          )}
        </tbody>
      </table>
      <Pagination
        page={list.page}
        size={list.size}
        total={total}
        more={props.more ?? false}
        onPage={(page) => list.update({ page })}
        onSize={(size) => list.update({ [list.sizeParam]: size })}
      />
    </div>
  );
}
