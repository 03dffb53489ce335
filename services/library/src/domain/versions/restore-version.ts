import { ApiError, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, type VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertFiles, originalOfVersion } from '../../db/files-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditable } from '../access/editable-document.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { createDocumentVersion } from './create-document-version.ts';
import { versionedResult } from './versioned-result.ts';

/**
 * Brings back any earlier version: a new version pinning the same revisions of the same topics
 * (and the same kept file, for a file document). Nothing is rewritten: history keeps every
 * version, the restore included. Audited as Update, announced as document.versioned with the
 * topics whose pinned revision changed.
 */
export async function restoreVersion(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; versionId: string; revisionDescription?: string | undefined },
): Promise<VersionWritten> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    const restored = await findVersion(trx, document.id, input.versionId);
    if (!restored) throw new ApiError('notFound', LibraryErrors.versionNotFound);
    const description = revisionDescription(input.revisionDescription);
    assertEditable(document);
    const current = (await findVersion(trx, document.id, document.current_version_id))?.map ?? [];
    const original = await originalOfVersion(trx, restored.id);
    const made = await createDocumentVersion(trx, {
      document,
      map: restored.map,
      kind: 'restored',
      revisionDescription: description,
      restoredFrom: restored.number,
      contentKind: original ? 'file' : 'model',
      actor: caller.actor,
      at: deps.now(),
    });
    if (original) {
      const { key, name, content_type, size } = original;
      await insertFiles(trx, [{ document_id: document.id, version_id: made.version.id, kind: 'original', key, name, content_type, size }]);
    }
    const pinnedBefore = new Map(current.map((e) => [e.topicId, e.revisionId]));
    const changed = [
      ...restored.map.filter((e) => pinnedBefore.get(e.topicId) !== e.revisionId).map((e) => e.topicId),
      ...current.filter((e) => !restored.map.some((r) => r.topicId === e.topicId)).map((e) => e.topicId),
    ];
    return versionedResult(trx, made, {
      message: SuccessMessages.documentSaved,
      action: 'Update',
      changedTopicIds: changed,
      audit: { restoredFrom: restored.number },
    });
  });
}
