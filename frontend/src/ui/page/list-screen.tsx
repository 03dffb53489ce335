import type { ListKind } from '@ea/contracts';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { optionalColumns, routeListId } from '../data-table/column-choice.ts';
import { ColumnChooser } from '../data-table/column-chooser.tsx';
import { type Column, DataTable, type RowSelection } from '../data-table/data-table.tsx';
import { useColumnChoice } from '../data-table/use-column-choice.ts';
import { ExportMenu } from '../export-menu/export-menu.tsx';
import { type ListState, useListState } from '../list-state/use-list-state.ts';
import { PageHeader } from './page-header.tsx';
import { useRouteTitle } from './route-title.ts';
import './list-screen.css';

interface ListScreenProps<T> {
  kind: ListKind;
  columns: Column<T>[];
  rowKey(row: T): string;
  rows?: T[];
  total?: number;
  /** The server stopped counting at `total` (see DataTable). */
  more?: boolean;
  loading?: boolean;
  error?: string | null;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  /** The query parameter the search box writes (`filter` for general lists, `search` for TSR and audit logs). */
  searchParam?: 'filter' | 'search';
  description?: string;
  actions?: ReactNode;
  /** Extra filters, given the list state so they can bind to their own parameters. */
  filters?: (list: ListState) => ReactNode;
  /**
   * Opt-in Export menu: the address of the page the list shows (its SWR key) and the file's name
   * if the server gives none; every row matching the same filters and sort is exported.
   */
  exportFrom?: { listAddress: string; fileName: string };
  /** Opt-in row selection (checkboxes), with what each row's checkbox is called. */
  selection?: RowSelection;
  selectionLabel?(row: T): string;
  /** Shown between the toolbar and the table: the actions on the selected rows. */
  aboveTable?: ReactNode;
  /**
   * Names the list for the columns each user chooses to see (kept per user and list); the route's
   * pattern by default, so only a route showing two lists needs one.
   */
  listId?: string;
}

/** The pattern of the deepest route on screen ("/users", "/company/:companyId/users"). */
function useRouteListId(): string {
  const matches = useMatches();
  const deepest = matches.at(-1);
  return deepest ? routeListId(deepest.pathname, deepest.params) : '/';
}

/**
 * A list page: title, search and filters in the URL, the columns the user chose to see (kept in
 * their browser), and the server-paged table.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const list = useListState(props.kind);
  const title = useRouteTitle();
  const routeId = useRouteListId();
  const columnChoice = useColumnChoice(props.listId ?? routeId);
  const choosable = optionalColumns(props.columns).length > 0;
  const searchParam = props.searchParam;
  return (
    <>
      <PageHeader
        title={title}
        description={props.description}
        actions={
          props.exportFrom ? (
            <>
              {props.actions}
              <ExportMenu listAddress={props.exportFrom.listAddress} fileName={props.exportFrom.fileName} />
            </>
          ) : (
            props.actions
          )
        }
      />
      {(searchParam || props.filters || choosable) && (
        <div className="list-screen__toolbar">
          {searchParam && (
            <input
              type="search"
              className="input list-screen__search"
              aria-label={`Search ${title}`}
              placeholder="Search"
              value={list.get(searchParam) ?? ''}
              onChange={(event) => list.update({ [searchParam]: event.target.value }, { replace: true })}
            />
          )}
          {props.filters?.(list)}
          {choosable && (
            <div className="list-screen__view">
              <ColumnChooser columns={props.columns} choice={columnChoice} />
            </div>
          )}
        </div>
      )}
      {props.aboveTable}
      <DataTable
        label={title}
        columns={props.columns}
        rows={props.rows ?? []}
        rowKey={props.rowKey}
        total={props.total ?? props.rows?.length ?? 0}
        more={props.more ?? false}
        list={list}
        loading={props.loading}
        error={props.error}
        emptyTitle={props.emptyTitle}
        emptyMessage={props.emptyMessage}
        selection={props.selection}
        selectionLabel={props.selectionLabel}
        hiddenColumns={columnChoice.hidden}
      />
    </>
  );
}
