import {
  DOCUMENT_SORTS,
  type DocumentDetail,
  type DocumentPage,
  type DocumentSummary,
  type DocumentUpdateBody,
} from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import type { ListRequest } from '../list-address.ts';
import { documentPath, LibraryPaths } from './library-paths.ts';

const SORTS: ReadonlySet<string> = new Set(DOCUMENT_SORTS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's text can name a document or topic (their ids are UUIDs): anything else is not sent. */
export const isLibraryId = (text: string | null | undefined): text is string => typeof text === 'string' && UUID.test(text);
const DIGITS = /^\d+$/;

/**
 * The API query of a document list from the general list parameters in the URL (spec §2).
 * Values the API would refuse (a sort it does not offer, a year before 2000, a folder that is
 * not a number) are left out, so a hand-edited address still shows a list.
 */
export function documentListQuery(list: ListRequest, companyId: number | null, minYear: number): URLSearchParams {
  const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
  if (companyId !== null) query.set('companyId', String(companyId));
  const filter = list.get('filter')?.trim();
  if (filter) query.set('filter', filter);
  const sort = list.get('sort');
  if (sort && SORTS.has(sort)) {
    query.set('sort', sort);
    const order = list.get('order');
    if (order === 'asc' || order === 'desc') query.set('order', order);
  }
  const ped = list.get('ped');
  if (ped && DIGITS.test(ped) && Number(ped) >= minYear && Number(ped) <= 9999) query.set('ped', ped);
  const ftype = list.get('ftype');
  if (ftype) query.set('ftype', ftype);
  const fid = list.get('fid');
  if (fid && DIGITS.test(fid) && Number(fid) > 0) query.set('fid', fid);
  const docId = list.get('docId');
  if (isLibraryId(docId)) query.set('docId', docId);
  const dtype = list.get('dtype');
  if (dtype && DIGITS.test(dtype)) query.set('dtype', dtype);
  return query;
}

export const documentListKey = (list: ListRequest, companyId: number | null, minYear: number) =>
  `${LibraryPaths.documents}?${documentListQuery(list, companyId, minYear)}`;
export const deletedDocumentListKey = (list: ListRequest, companyId: number | null, minYear: number) =>
  `${LibraryPaths.deletedDocuments}?${documentListQuery(list, companyId, minYear)}`;

export function useDocumentList(list: ListRequest, companyId: number | null, minYear: number, deleted = false) {
  const key = deleted ? deletedDocumentListKey(list, companyId, minYear) : documentListKey(list, companyId, minYear);
  return useSWR<DocumentPage>(key, { keepPreviousData: true });
}

/** Every cached page of a document list, active or deleted. */
export const isDocumentListKey = (key: unknown): boolean =>
  typeof key === 'string' && (key.startsWith(`${LibraryPaths.documents}?`) || key.startsWith(`${LibraryPaths.deletedDocuments}?`));

export const documentKey = (id: string) => documentPath(id);

export function useDocument(id: string | null) {
  return useSWR<DocumentDetail>(id === null ? null : documentKey(id));
}

export function updateDocument(session: SessionClient, id: string, body: DocumentUpdateBody): Promise<DocumentDetail> {
  return session.json<DocumentDetail>(documentKey(id), { method: 'PUT', body: JSON.stringify(body) });
}

/** Moves a document to the deleted documents (state 6). */
export function deleteDocument(session: SessionClient, id: string): Promise<DocumentSummary> {
  return session.json<DocumentSummary>(documentKey(id), { method: 'DELETE' });
}

/** Brings a deleted document back to its folder (or the top level when the folder is gone). */
export function restoreDocument(session: SessionClient, id: string): Promise<DocumentSummary> {
  return session.json<DocumentSummary>(documentPath(id, 'restore'), { method: 'POST' });
}
