/** What a list's address is built from: the list state kept in the URL (useListState gives it). */
export interface ListRequest {
  page: number;
  size: number;
  get(name: string): string | null;
}

/**
 * The address of one page of a list: the page, its size (called `limit` by audit logs, spec §2)
 * and each of the named parameters that has a value in the URL, in the order named.
 */
export function listAddress(path: string, list: ListRequest, names: readonly string[], sizeParam: 'size' | 'limit' = 'size'): string {
  const query = new URLSearchParams({ page: String(list.page), [sizeParam]: String(list.size) });
  for (const name of names) {
    const value = list.get(name);
    if (value) query.set(name, value);
  }
  return `${path}?${query}`;
}

/** Matches the SWR keys of every cached page of the list at `path`, whatever its parameters. */
export const isListPageOf = (path: string) => (key: unknown) => typeof key === 'string' && key.startsWith(`${path}?`);
