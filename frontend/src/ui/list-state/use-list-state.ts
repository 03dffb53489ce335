import type { ListKind } from '@ea/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListPatch, type ListQuery, patchListQuery, readListQuery, sizeParamOf } from './list-query.ts';
import { changeMultiValue } from './multi-value-param.ts';

export interface ListState extends ListQuery {
  kind: ListKind;
  sizeParam: 'size' | 'limit';
  get(name: string): string | null;
  /**
   * Changes the list state, building on the latest address asked for (which may not be on screen
   * yet). A function patch is given that address's parameters. Pushes a history entry by default
   * so back/forward walk through list states; pass replace for keystrokes.
   */
  update(patch: ListPatch | ((latest: URLSearchParams) => ListPatch), options?: { replace?: boolean }): void;
  /** A multi-value filter went from the keys it showed to `next`: adds and removes those keys in its parameter. */
  changeKeys(name: string, shown: readonly string[], next: readonly string[]): void;
}

/**
 * List state kept in the URL's query with the spec's parameter names for the kind of list, so a
 * reload, a shared link and back/forward all restore the list exactly.
 */
export function useListState(kind: ListKind): ListState {
  const [search, setSearch] = useSearchParams();
  // The router moves to a new address in a transition, so the screen (and `search`) can lag
  // behind it while the list reloads. Addresses asked for and not yet shown are kept here, so a
  // second change in that time builds on the first instead of on the address still on screen.
  const requested = useRef<string[]>([]);
  useEffect(() => {
    const shown = requested.current.indexOf(search.toString());
    // Shown: drop it and everything older. Not one of ours (back/forward, a link): start over.
    requested.current = shown >= 0 ? requested.current.slice(shown + 1) : [];
  }, [search]);

  const query = useMemo(() => readListQuery(kind, search), [kind, search]);
  const update = useCallback(
    (patch: ListPatch | ((latest: URLSearchParams) => ListPatch), options: { replace?: boolean } = {}) => {
      const latest = new URLSearchParams(requested.current.at(-1) ?? search);
      const next = patchListQuery(kind, latest, typeof patch === 'function' ? patch(latest) : patch);
      requested.current.push(next.toString());
      setSearch(next, { replace: options.replace ?? false });
    },
    [kind, search, setSearch],
  );
  const changeKeys = useCallback(
    (name: string, shown: readonly string[], next: readonly string[]) =>
      update((latest) => ({ [name]: changeMultiValue(latest.get(name), shown, next) })),
    [update],
  );
  return useMemo(
    () => ({ ...query, kind, sizeParam: sizeParamOf(kind), get: (name: string) => query.values[name] ?? null, update, changeKeys }),
    [query, kind, update, changeKeys],
  );
}
