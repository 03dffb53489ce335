import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteDraft } from '../../db/drafts-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertTopicOfDocument } from '../topics/current-topic.ts';

/** Discards the caller's draft of a topic; discarding one that is not there changes nothing. */
export async function discardDraft(ctx: UseCaseContext<LibraryDeps>, input: { id: string; topicId: string }): Promise<void> {
  const { deps, caller } = ctx;
  await commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    await assertTopicOfDocument(trx, document.id, input.topicId);
    assertEditor(caller.claims);
    await deleteDraft(trx, caller.claims.sub, document.id, input.topicId);
    return { result: undefined, records: NO_RECORDS };
  });
}
