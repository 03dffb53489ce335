import type { XbrlMetadata } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateDocument } from '../../db/documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { assertEditable } from '../access/editable-document.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { checkedXbrlMetadata } from './xbrl-metadata-rules.ts';

/**
 * Replaces a document's XBRL metadata (the namespaces, contexts and units its facts refer to).
 * Not a new version: like the index, the metadata describes the document; a final release locks
 * it. Audited as Update (how many contexts and units, before and after), announced as
 * document.xbrl-updated.
 */
export async function saveXbrlMetadata(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; metadata: XbrlMetadata },
): Promise<{ documentId: string; metadata: XbrlMetadata }> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    const metadata = checkedXbrlMetadata(input.metadata);
    assertEditable(document);
    const after = await updateDocument(trx, document.id, {
      xbrl_metadata: JSON.stringify(metadata),
      updated_at: deps.now(),
      updated_by: caller.actor.actorId,
    });
    return {
      result: { documentId: document.id, metadata },
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
            before: sizeOf(document.xbrl_metadata as XbrlMetadata | null),
            after: sizeOf(metadata),
          },
        ],
        events: [documentEvent('document.xbrl-updated', after)],
      },
    };
  });
}

/** What the audit log keeps of the metadata: how much of it there is, not the whole of it. */
function sizeOf(metadata: XbrlMetadata | null) {
  return { xbrlContexts: metadata?.contexts.length ?? null, xbrlUnits: metadata?.units?.length ?? null };
}
