/**
 * The library service's addresses (spec §7: `api/…` for the library, `dita/…` for DITA maps).
 * Every fetcher of frontend/src/api/library builds its address from these, so the SWR keys the
 * realtime table matches and the calls the screens make cannot drift apart.
 */
export const LibraryPaths = {
  folders: '/api/folder',
  documents: '/api/document',
  deletedDocuments: '/api/library/deleted-documents',
  recentDocuments: '/api/library/recent-documents',
  search: '/api/library/search',
  releases: '/api/releases',
  rollforward: '/api/rollforward',
  ditaTree: '/dita/ditatree',
  ditaMap: '/dita/ditamap',
} as const;

/** The address of one document, and of its parts (`/api/document/{id}/history`). */
export function documentPath(id: string, ...parts: string[]): string {
  return [`${LibraryPaths.documents}/${encodeURIComponent(id)}`, ...parts.map(encodeURIComponent)].join('/');
}
