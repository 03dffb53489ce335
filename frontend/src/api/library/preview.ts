import type { Preview } from '@ea/contracts/library';
import useSWR from 'swr';
import { documentPath } from './library-paths.ts';

/** A version of a document as the preview shows it, always by its number: a numbered version never changes. */
export const previewKey = (documentId: string, version: number) => `${documentPath(documentId, 'preview')}?version=${version}`;

/** The file a version of a file document keeps. */
export const versionFilePath = (documentId: string, version: number) => `${documentPath(documentId, 'file')}?version=${version}`;

export function usePreview(documentId: string, version: number) {
  return useSWR<Preview>(previewKey(documentId, version));
}
