import type { DitaBuildBody, DitaEntry, DitaMap, DocumentWritten } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { LibraryPaths } from './library-paths.ts';

export const ditaTreeKey = (companyId: number) => `${LibraryPaths.ditaTree}?companyId=${companyId}`;

export const isDitaTreeKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(`${LibraryPaths.ditaTree}?`);

/** A company's library as a DITA tree: folders, documents (maps) and their topics. */
export function useDitaTree(companyId: number) {
  return useSWR<{ companyId: number; entries: DitaEntry[] }>(ditaTreeKey(companyId));
}

export const ditaMapKey = (documentId: string) => `${LibraryPaths.ditaMap}/${encodeURIComponent(documentId)}`;

export function useDitaMap(documentId: string | null) {
  return useSWR<DitaMap>(documentId === null ? null : ditaMapKey(documentId));
}

/** Builds a new document from a map folder's documents, in title order. */
export function buildFromMapFolder(session: SessionClient, body: DitaBuildBody) {
  return session.json<DocumentWritten>(LibraryPaths.ditaMap, { method: 'POST', body: JSON.stringify(body) });
}
