import type { DraftBody, DraftSaved } from '@ea/contracts/library';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { upsertDraft } from '../../db/drafts-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertCurrentTopic } from '../topics/current-topic.ts';
import { topicModel } from '../topics/write-topic-revision.ts';

/**
 * Keeps the caller's unsaved edit of a topic (the editor's autosave), replacing the one before:
 * checked against the filing schema as a save is, and private to the caller. It is kept even while
 * someone else holds the topic's lock, or after a final release, so nothing typed is lost; it is
 * neither audited nor announced, being nobody else's business until saved.
 */
export async function saveDraft(ctx: UseCaseContext<LibraryDeps>, input: DraftBody & { id: string; topicId: string }): Promise<DraftSaved> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    await assertCurrentTopic(trx, document.id, input.topicId);
    assertEditor(caller.claims);
    const model = topicModel(input.model);
    const at = deps.now();
    await upsertDraft(trx, {
      user_id: caller.claims.sub,
      document_id: document.id,
      topic_id: input.topicId,
      base_revision: input.baseRevision,
      title: input.title?.trim() || null,
      model: JSON.stringify(model),
      saved_at: at,
    });
    return { result: { topicId: input.topicId, savedAt: at.toISOString() }, records: NO_RECORDS };
  });
}
