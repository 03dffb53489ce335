import type { DocumentSummary } from '@ea/contracts/library';
import useSWR from 'swr';
import { LibraryPaths } from './library-paths.ts';

export type RecentDocument = DocumentSummary & { openedAt: string };

export const recentDocumentsKey = (size: number) => `${LibraryPaths.recentDocuments}?size=${size}`;

export const isRecentDocumentsKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(`${LibraryPaths.recentDocuments}?`);

/** The caller's most recently opened documents, latest first. */
export function useRecentDocuments(size: number) {
  return useSWR<{ items: RecentDocument[] }>(recentDocumentsKey(size), { keepPreviousData: true });
}
