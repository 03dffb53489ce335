import type { DocumentWritten, Release, ReleaseBody, RollforwardBody } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { LibraryPaths } from './library-paths.ts';

export const releasesKey = (documentId: string) => `${LibraryPaths.releases}/${encodeURIComponent(documentId)}`;

export function useReleases(documentId: string) {
  return useSWR<{ items: Release[] }>(releasesKey(documentId));
}

/** Releases a version (the current one unless named); a final release locks the document. */
export function releaseDocument(session: SessionClient, body: ReleaseBody) {
  return session.json<Release & { message: string }>(LibraryPaths.releases, { method: 'POST', body: JSON.stringify(body) });
}

/** Copies a released version into a new document for the next period. */
export function rollforwardDocument(session: SessionClient, body: RollforwardBody) {
  return session.json<DocumentWritten>(LibraryPaths.rollforward, { method: 'POST', body: JSON.stringify(body) });
}
