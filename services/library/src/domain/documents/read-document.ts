import type { DocumentDetail } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { successorIds } from '../../db/documents-repository.ts';
import { touchRecentDocument } from '../../db/recent-documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { currentContent } from './document-content.ts';
import { documentDetail } from './document-view.ts';
import { visibleDocument } from './visible-document.ts';

/**
 * A document's metadata and its current map, as opened: the opening is recorded in the caller's
 * recent documents and audited as a Read (no event: nothing others keep changed).
 */
export async function readDocument(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DocumentDetail> {
  const { deps, caller } = ctx;
  const document = await visibleDocument(ctx, input.id);
  const [content, successors] = await Promise.all([currentContent(deps.db, document), successorIds(deps.db, document.id)]);
  return commitChange(deps, caller.actor, async (trx) => {
    await touchRecentDocument(trx, caller.claims.sub, document.id, deps.now());
    return {
      result: documentDetail(document, { topics: content.topics, file: content.file, successorIds: successors }),
      records: {
        audit: [
          {
            action: 'Read',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
          },
        ],
        events: [],
      },
    };
  });
}
