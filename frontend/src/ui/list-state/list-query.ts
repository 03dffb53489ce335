import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type ListKind, ListParams, PAGE_SIZES, type PageSize } from '@ea/contracts';

export type ListParamName<K extends ListKind> = (typeof ListParams)[K][number] | 'page' | 'size' | 'limit';

export interface ListQuery {
  page: number;
  size: PageSize;
  /** Every list parameter present in the URL, by its spec name. */
  values: Record<string, string>;
}

/** Audit logs call their page size `limit` (spec §2); every other list calls it `size`. */
export function sizeParamOf(kind: ListKind): 'size' | 'limit' {
  return kind === 'auditLog' ? 'limit' : 'size';
}

/**
 * The list state held by a URL's query. Page and size fall back to the spec defaults (1 and 10)
 * when missing or invalid, so a hand-edited URL still shows a sensible page.
 */
export function readListQuery(kind: ListKind, search: URLSearchParams): ListQuery {
  const names = new Set<string>([...ListParams[kind], 'page', sizeParamOf(kind)]);
  const values: Record<string, string> = {};
  for (const [name, value] of search) if (names.has(name) && value !== '') values[name] = value;
  const page = Number(values.page);
  const size = Number(values[sizeParamOf(kind)]);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    values,
  };
}

export type ListPatch = Record<string, string | number | null | undefined>;

/**
 * Applies a change to the URL query. Changing anything but the page goes back to page 1, since
 * the old page may not exist in the new result; defaults are left out to keep addresses short.
 * Parameters that are not list state (a return address, a brand name) are kept.
 */
export function patchListQuery(kind: ListKind, search: URLSearchParams, patch: ListPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  const allowed = new Set<string>([...ListParams[kind], 'page', sizeParamOf(kind)]);
  const changesPage = 'page' in patch;
  let resetPage = false;
  for (const [name, value] of Object.entries(patch)) {
    if (!allowed.has(name)) throw new Error(`"${name}" is not a ${kind} list parameter`);
    if (name !== 'page' && String(value ?? '') !== (search.get(name) ?? '')) resetPage = true;
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (resetPage && !changesPage) next.delete('page');
  if (next.get('page') === String(DEFAULT_PAGE)) next.delete('page');
  const sizeParam = sizeParamOf(kind);
  if (next.get(sizeParam) === String(DEFAULT_PAGE_SIZE)) next.delete(sizeParam);
  return next;
}
