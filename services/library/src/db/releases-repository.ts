import type { LibraryExecutor } from './schema.ts';
import type { VersionRow } from './versions-repository.ts';

export interface ReleaseRow {
  document_id: string;
  id: string;
  number: number;
  release_version: string | null;
  final: boolean;
  released_at: Date | null;
  released_by: string | null;
}

const RELEASE_COLUMNS = ['document_id', 'id', 'number', 'release_version', 'final', 'released_at', 'released_by'] as const;

/** Marks a version released (final or not) under a release version; a version released again takes the new one. */
export async function markReleased(
  ex: LibraryExecutor,
  versionId: string,
  release: { releaseVersion: string; final: boolean; at: Date; by: string | null },
): Promise<ReleaseRow> {
  return ex
    .updateTable('document_versions')
    .set({
      released: true,
      final: release.final,
      release_version: release.releaseVersion,
      released_at: release.at,
      released_by: release.by,
    })
    .where('id', '=', versionId)
    .returning(RELEASE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The document's released versions, the latest release first. */
export async function listReleases(ex: LibraryExecutor, documentId: string): Promise<ReleaseRow[]> {
  return ex
    .selectFrom('document_versions')
    .select(RELEASE_COLUMNS)
    .where('document_id', '=', documentId)
    .where('released', '=', true)
    .orderBy('released_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}

/** The version of the document's latest release; null before its first. */
export async function latestReleasedVersion(ex: LibraryExecutor, documentId: string): Promise<VersionRow | null> {
  const row = await ex
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('released', '=', true)
    .orderBy('released_at', 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
