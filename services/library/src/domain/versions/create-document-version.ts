import { randomUUID } from 'node:crypto';
import type { VersionKind } from '@ea/contracts/library';
import type { AuditActor } from '@ea/service-kit/use-case';
import { type DocumentRow, updateDocument } from '../../db/documents-repository.ts';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { placeTopics } from '../../db/topics-repository.ts';
import { insertVersion, type VersionRow } from '../../db/versions-repository.ts';

export interface NewVersion {
  /** The document, read with its row locked in this transaction. */
  document: Pick<DocumentRow, 'id' | 'version_number'>;
  map: readonly MapEntry[];
  kind: VersionKind;
  revisionDescription: string | null;
  /** The version a restore brings back. */
  restoredFrom?: number | null;
  /** How the document holds its content from this version on. */
  contentKind?: 'model' | 'file';
  actor: AuditActor;
  at: Date;
  /** The id the version gets: a new document's row names its first version before the version is written. */
  id?: string;
}

/**
 * Writes a document's next version, pinning one revision of each topic in `map`, and makes it
 * the current one: the topics' positions and current revisions follow the new map, the document
 * row its number. Call it in the change's transaction with the document row locked, so version
 * numbers never collide. Answers the version and the document as it now is.
 */
export async function createDocumentVersion(
  trx: LibraryExecutor,
  input: NewVersion,
): Promise<{ version: VersionRow; document: DocumentRow }> {
  const number = input.document.version_number + 1;
  const version = await insertVersion(trx, {
    id: input.id ?? randomUUID(),
    document_id: input.document.id,
    number,
    kind: input.kind,
    map: JSON.stringify(input.map),
    revision_description: input.revisionDescription,
    restored_from: input.restoredFrom ?? null,
    created_by: input.actor.actorId,
    created_by_email: input.actor.actorEmail,
    created_at: input.at,
  });
  await placeTopics(trx, input.document.id, input.map);
  const document = await updateDocument(trx, input.document.id, {
    current_version_id: version.id,
    version_number: number,
    updated_at: input.at,
    updated_by: input.actor.actorId,
    ...(input.contentKind ? { content_kind: input.contentKind } : {}),
  });
  return { version, document };
}
