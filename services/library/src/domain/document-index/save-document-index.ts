import { ApiError, ErrorMessages, SuccessMessages } from '@ea/contracts';
import { type DocumentIndex, type IndexEntry, LibraryErrors } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { currentMapTopics } from '../../db/dita-repository.ts';
import { updateDocument } from '../../db/documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { assertEditable } from '../access/editable-document.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { indexView } from './index-view.ts';

/**
 * Saves a document's index: entries (label, level 1–6) each naming a topic of the current map,
 * in the order given. Not a new version: the index describes the document, not its content.
 */
export async function saveDocumentIndex(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; entries: IndexEntry[] },
): Promise<DocumentIndex & { message: string }> {
  const { deps, caller } = ctx;
  const at = deps.now();
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    const entries = input.entries.map((entry) => ({ ...entry, label: entry.label.trim() }));
    if (entries.some((entry) => entry.label === ''))
      throw new ApiError('validation', ErrorMessages.requiredFields, { entries: ErrorMessages.requiredFields });
    assertEditable(document);
    const map = await currentMapTopics(trx, [document.id]);
    const inMap = new Set(map.map((t) => t.topic_id));
    if (entries.some((entry) => !inMap.has(entry.topicId))) {
      throw new ApiError('validation', LibraryErrors.indexTopics, { entries: LibraryErrors.indexTopics });
    }
    const after = await updateDocument(trx, document.id, {
      index_entries: JSON.stringify(entries),
      updated_at: at,
      updated_by: caller.actor.actorId,
    });
    return {
      result: { ...indexView(document.id, entries, map), message: SuccessMessages.documentIndexSaved },
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
            before: { indexEntries: document.index_entries?.length ?? null },
            after: { indexEntries: entries.length },
          },
        ],
        events: [documentEvent('document.index-saved', after)],
      },
    };
  });
}
