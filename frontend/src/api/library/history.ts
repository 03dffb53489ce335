import type { HistoryPage, VersionWritten } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import type { ListRequest } from '../list-address.ts';
import { documentPath } from './library-paths.ts';

/** One page of a document's versions, newest first, each with what it changed topic by topic. */
export const historyKey = (documentId: string, list: Pick<ListRequest, 'page' | 'size'>) =>
  `${documentPath(documentId, 'history')}?page=${list.page}&size=${list.size}`;

export const isHistoryKeyOf =
  (documentId: string) =>
  (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith(`${documentPath(documentId, 'history')}?`);

export function useHistory(documentId: string, list: Pick<ListRequest, 'page' | 'size'>) {
  return useSWR<HistoryPage>(historyKey(documentId, list), { keepPreviousData: true });
}

/** Makes an earlier version's content the current one again, as a new version. */
export function restoreVersion(session: SessionClient, documentId: string, versionId: string, revisionDescription: string) {
  return session.json<VersionWritten>(documentPath(documentId, 'versions', versionId, 'restore'), {
    method: 'POST',
    body: JSON.stringify({ revisionDescription }),
  });
}
