import type { SearchPage } from '@ea/contracts/library';
import useSWR from 'swr';
import { LibraryPaths } from './library-paths.ts';

export interface SearchRequest {
  q: string;
  companyId: number | null;
  page: number;
  size: number;
}

/** The search's address; null (nothing asked) for a blank query, which finds nothing. */
export function searchKey(request: SearchRequest): string | null {
  const q = request.q.trim();
  if (q === '') return null;
  const query = new URLSearchParams({ q, page: String(request.page), size: String(request.size) });
  if (request.companyId !== null) query.set('companyId', String(request.companyId));
  return `${LibraryPaths.search}?${query}`;
}

export const isSearchKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(`${LibraryPaths.search}?`);

export function useLibrarySearch(request: SearchRequest) {
  return useSWR<SearchPage>(searchKey(request), { keepPreviousData: true });
}
