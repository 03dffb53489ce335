import type { ListKind } from '@ea/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListPatch, type ListQuery, patchListQuery, readListQuery, sizeParamOf } from './list-query.ts';

export interface ListState extends ListQuery {
  kind: ListKind;
  sizeParam: 'size' | 'limit';
  get(name: string): string | null;
  /** Pushes a history entry by default so back/forward walk through list states; pass replace for keystrokes. */
  update(patch: ListPatch, options?: { replace?: boolean }): void;
}

/**
 * List state kept in the URL's query with the spec's parameter names for the kind of list, so a
 * reload, a shared link and back/forward all restore the list exactly.
 */
export function useListState(kind: ListKind): ListState {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readListQuery(kind, search), [kind, search]);
  const update = useCallback(
    (patch: ListPatch, options: { replace?: boolean } = {}) => {
      setSearch((current) => patchListQuery(kind, current, patch), { replace: options.replace ?? false });
    },
    [kind, setSearch],
  );
  return useMemo(
    () => ({ ...query, kind, sizeParam: sizeParamOf(kind), get: (name: string) => query.values[name] ?? null, update }),
    [query, kind, update],
  );
}
