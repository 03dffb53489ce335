import type { DocumentIndex, IndexEntry } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath } from './library-paths.ts';

export const documentIndexKey = (documentId: string) => documentPath(documentId, 'index');

export function useDocumentIndex(documentId: string) {
  return useSWR<DocumentIndex>(documentIndexKey(documentId));
}

export function saveDocumentIndex(session: SessionClient, documentId: string, entries: IndexEntry[]) {
  return session.json<DocumentIndex & { message: string }>(documentIndexKey(documentId), {
    method: 'PUT',
    body: JSON.stringify({ entries }),
  });
}
