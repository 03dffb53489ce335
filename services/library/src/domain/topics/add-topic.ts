import { SuccessMessages } from '@ea/contracts';
import type { TopicCreateBody, VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { assertEditable } from '../access/editable-document.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { versionedResult } from '../versions/versioned-result.ts';
import { emptyTopicModel } from './empty-topic.ts';
import { insertNewTopics } from './insert-new-topics.ts';
import { topicModel } from './write-topic-revision.ts';

/** Adds a topic to a document's map (empty unless a model is given), at `position` or last: a new version. Needs the editor feature. */
export async function addTopic(ctx: UseCaseContext<LibraryDeps>, input: TopicCreateBody & { id: string }): Promise<VersionWritten> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    assertEditor(caller.claims);
    const description = revisionDescription(input.revisionDescription);
    const model = input.model === undefined ? emptyTopicModel() : topicModel(input.model);
    const title = input.title.trim() || 'Untitled';
    assertEditable(document);
    const map = [...((await findVersion(trx, document.id, document.current_version_id))?.map ?? [])];
    const at = deps.now();
    const [entry] = await insertNewTopics(trx, document.id, [{ title, model }], {
      revisionDescription: description,
      createdBy: caller.actor.actorId,
      at,
    });
    map.splice(Math.min(input.position ?? map.length, map.length), 0, entry!);
    const made = await createDocumentVersion(trx, {
      document,
      map,
      kind: 'saved',
      revisionDescription: description,
      contentKind: 'model',
      actor: caller.actor,
      at,
    });
    return versionedResult(trx, made, { message: SuccessMessages.documentSaved, action: 'Update', changedTopicIds: [entry!.topicId] });
  });
}
