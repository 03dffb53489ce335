import type { Folder, FolderBody, FolderUpdateBody } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { LibraryPaths } from './library-paths.ts';

/** A deleted folder, with how many folders and documents went with it. */
export interface FolderDeleted {
  id: number;
  folders: number;
  documents: number;
}

/** The SWR key of a company's folders (all of them: the tree is built in the browser). */
export const folderListKey = (companyId: number) => `${LibraryPaths.folders}?companyId=${companyId}`;

/** Every company's folder list, or one company's when `companyId` is given. */
export const isFolderListKey =
  (companyId?: number) =>
  (key: unknown): boolean =>
    typeof key === 'string' && (companyId === undefined ? key.startsWith(`${LibraryPaths.folders}?`) : key === folderListKey(companyId));

export function useFolders(companyId: number | null) {
  return useSWR<{ items: Folder[] }>(companyId === null ? null : folderListKey(companyId));
}

export function createFolder(session: SessionClient, body: FolderBody): Promise<Folder> {
  return session.json<Folder>(LibraryPaths.folders, { method: 'POST', body: JSON.stringify(body) });
}

/** Renames (name) or moves (parentId; null: to the top level) a folder. */
export function updateFolder(session: SessionClient, id: number, body: FolderUpdateBody): Promise<Folder> {
  return session.json<Folder>(`${LibraryPaths.folders}/${id}`, { method: 'PUT', body: JSON.stringify(body) });
}

/** Deletes a folder with its folders; its documents go to the deleted documents. */
export function deleteFolder(session: SessionClient, id: number): Promise<FolderDeleted> {
  return session.json<FolderDeleted>(`${LibraryPaths.folders}/${id}`, { method: 'DELETE' });
}
