import { ApiError, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, type TopicSaveBody, type VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { revisionHeads } from '../../db/topics-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditable } from '../access/editable-document.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { versionedResult } from '../versions/versioned-result.ts';
import { topicModel, writeTopicRevision } from './write-topic-revision.ts';

/**
 * Saves a topic of a document's current map: a new immutable revision of it, and a new version
 * of the document pinning that revision with the other topics as they were. A save based on a
 * revision other than the one the map pins (`baseRevision`) is refused (409), so an edit made
 * meanwhile is never overwritten unseen. Audited as Update, announced as document.versioned.
 */
export async function saveTopic(
  ctx: UseCaseContext<LibraryDeps>,
  input: TopicSaveBody & { id: string; topicId: string },
): Promise<VersionWritten> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    const current = await findVersion(trx, document.id, document.current_version_id);
    const map = current?.map ?? [];
    const entry = map.find((e) => e.topicId === input.topicId);
    if (!entry) throw new ApiError('notFound', LibraryErrors.topicNotFound);
    const description = revisionDescription(input.revisionDescription);
    const model = topicModel(input.model);
    assertEditable(document);
    const pinned = (await revisionHeads(trx, [entry.revisionId])).get(entry.revisionId)!;
    if (input.baseRevision !== undefined && input.baseRevision !== pinned.number) {
      throw new ApiError('conflict', LibraryErrors.revisionConflict);
    }
    const at = deps.now();
    const revision = await writeTopicRevision(trx, {
      topicId: input.topicId,
      title: input.title?.trim() || pinned.title,
      model,
      revisionDescription: description,
      createdBy: caller.actor.actorId,
      at,
    });
    const made = await createDocumentVersion(trx, {
      document,
      map: map.map((e) => (e.topicId === input.topicId ? { topicId: e.topicId, revisionId: revision.id } : e)),
      kind: 'saved',
      revisionDescription: description,
      actor: caller.actor,
      at,
    });
    return versionedResult(trx, made, {
      message: SuccessMessages.documentSaved,
      action: 'Update',
      changedTopicIds: [input.topicId],
      audit: { revisionNumber: revision.number },
    });
  });
}
