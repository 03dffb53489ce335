import { ApiError, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, type TopicSaveBody, type VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteDraft } from '../../db/drafts-repository.ts';
import { revisionHeads } from '../../db/topics-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditable } from '../access/editable-document.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertNotLockedByOther } from '../locks/topic-lock-guard.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { versionedResult } from '../versions/versioned-result.ts';
import { topicModel, writeTopicRevision } from './write-topic-revision.ts';

/**
 * Saves a topic of a document's current map: a new immutable revision of it, and a new version
 * of the document pinning that revision with the other topics as they were. A save based on a
 * revision other than the one the map pins (`baseRevision`) is refused (409), so an edit made
 * meanwhile is never overwritten unseen; so is a save while someone else holds the topic's live
 * lock (409 "Unable to Save as File May be Locked by Other User"). Needs the editor feature. The
 * saver's draft of the topic is discarded with the save. Audited as Update, announced as
 * document.versioned.
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
    assertEditor(caller.claims);
    const description = revisionDescription(input.revisionDescription);
    const model = topicModel(input.model);
    assertEditable(document);
    const at = deps.now();
    await assertNotLockedByOther(trx, { documentId: document.id, topicId: input.topicId, userId: caller.claims.sub, now: at });
    const pinned = (await revisionHeads(trx, [entry.revisionId])).get(entry.revisionId)!;
    if (input.baseRevision !== undefined && input.baseRevision !== pinned.number) {
      throw new ApiError('conflict', LibraryErrors.revisionConflict);
    }
    const revision = await writeTopicRevision(trx, {
      topicId: input.topicId,
      title: input.title?.trim() || pinned.title,
      model,
      revisionDescription: description,
      createdBy: caller.actor.actorId,
      at,
    });
    // What the draft held is saved now (or was given up for this content).
    await deleteDraft(trx, caller.claims.sub, document.id, input.topicId);
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
