import { VERSION_KINDS, type Version, type VersionKind } from '@ea/contracts/library';
import type { VersionRow } from '../../db/versions-repository.ts';

const isVersionKind = (kind: string): kind is VersionKind => (VERSION_KINDS as readonly string[]).includes(kind);

export function versionView(row: VersionRow): Version {
  return {
    id: row.id,
    number: row.number,
    kind: isVersionKind(row.kind) ? row.kind : 'saved',
    revisionDescription: row.revision_description,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    createdByEmail: row.created_by_email,
    restoredFrom: row.restored_from,
    released: row.released,
    final: row.final,
    releaseVersion: row.release_version,
    releasedAt: row.released_at?.toISOString() ?? null,
  };
}
