import { ApiError, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, type VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { currentMapTopics } from '../../db/dita-repository.ts';
import { topicsOfDocument } from '../../db/topics-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { assertEditable } from '../access/editable-document.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { mapTopics } from '../versions/version-map.ts';
import { versionView } from '../versions/version-view.ts';
import { ditaDocument } from './dita-document.ts';

/**
 * Reorders a document's map, or leaves topics out of it: a new version (kind `mapped`) pinning
 * the same revisions in the order given. A topic that is not the document's is not found (404);
 * every topic named must be in the current map, once, otherwise "Unable to Add/Update Dita Details".
 */
export async function updateDitaMap(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; topicIds: string[]; revisionDescription?: string | undefined },
): Promise<VersionWritten> {
  const { deps, caller } = ctx;
  const at = deps.now();
  return commitChange(deps, caller.actor, async (trx) => {
    // The records named are found (or not, 404) before the rest is judged.
    const document = await ditaDocument(ctx, input.id, { trx, lock: true });
    const ownTopics = await topicsOfDocument(trx, document.id, input.topicIds);
    if (input.topicIds.some((id) => !ownTopics.has(id))) throw new ApiError('notFound', LibraryErrors.topicNotFound);
    const current = await currentMapTopics(trx, [document.id]);
    const revisionOf = new Map(current.map((t) => [t.topic_id, t.revision_id]));
    const unique = new Set(input.topicIds);
    if (unique.size !== input.topicIds.length || input.topicIds.some((id) => !revisionOf.has(id))) {
      throw new ApiError('validation', LibraryErrors.mapTopics, { topicIds: LibraryErrors.mapTopics });
    }
    const description = revisionDescription(input.revisionDescription);
    assertEditable(document);
    const map = input.topicIds.map((topicId) => ({ topicId, revisionId: revisionOf.get(topicId)! }));
    const before = current.map((t) => t.topic_id);
    // Moved or left out: every topic no longer where it was.
    const changed = before.filter((id, i) => input.topicIds[i] !== id);
    const { version, document: after } = await createDocumentVersion(trx, {
      document,
      map,
      kind: 'mapped',
      revisionDescription: description,
      actor: caller.actor,
      at,
    });
    return {
      result: {
        documentId: document.id,
        version: versionView(version),
        topics: await mapTopics(trx, map),
        message: SuccessMessages.documentSaved,
        warnings: [],
      },
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
            before: { topics: before, versionNumber: document.version_number },
            after: { topics: input.topicIds, versionNumber: after.version_number, revisionDescription: description },
          },
        ],
        events: [documentEvent('document.versioned', after, changed)],
      },
    };
  });
}
