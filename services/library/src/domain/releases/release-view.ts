import type { Release } from '@ea/contracts/library';
import type { ReleaseRow } from '../../db/releases-repository.ts';

/** A released version as answered: a released version always has its release version and time. */
export function releaseView(row: ReleaseRow): Release {
  return {
    documentId: row.document_id,
    versionId: row.id,
    versionNumber: row.number,
    releaseVersion: row.release_version!,
    final: row.final,
    releasedAt: row.released_at!.toISOString(),
    releasedBy: row.released_by,
  };
}
