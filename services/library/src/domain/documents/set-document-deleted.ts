import { DocumentState } from '@ea/contracts';
import type { DocumentSummary } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { type DocumentRow, updateDocument } from '../../db/documents-repository.ts';
import { findFolder } from '../../db/folders-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { documentAuditValues, documentSummary } from './document-view.ts';
import { visibleDocument } from './visible-document.ts';

/**
 * Moves a document the caller may see between the live and the deleted documents: deleting sets
 * the state deleted (6) and keeps the state it had, which restoring gives back (a document whose
 * folder was deleted meanwhile comes back at the top level). 404 for a document outside the scope
 * or already where it is asked to go. Audited (Delete or Restore), announced (document.deleted
 * or document.restored).
 */
export async function setDocumentDeleted(ctx: UseCaseContext<LibraryDeps>, id: string, deleted: boolean): Promise<DocumentSummary> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await visibleDocument(ctx, id, { trx, lock: true, deleted: !deleted });
    const after = deleted
      ? await markDocumentDeleted(trx, before, caller.actor.actorId, deps.now())
      : await markDocumentRestored(trx, before, caller.actor.actorId, deps.now());
    return {
      result: documentSummary(after),
      records: {
        audit: [
          {
            action: deleted ? 'Delete' : 'Restore',
            targetType: 'document',
            targetId: id,
            channelId: after.channel_id,
            companyId: after.company_id,
            before: documentAuditValues(before),
            after: documentAuditValues(after),
          },
        ],
        events: [documentEvent(deleted ? 'document.deleted' : 'document.restored', after)],
      },
    };
  });
}

/** Moves a live document to the deleted documents (also used when its folder is deleted). */
export function markDocumentDeleted(trx: LibraryExecutor, document: DocumentRow, by: string | null, at: Date): Promise<DocumentRow> {
  return updateDocument(trx, document.id, {
    state: DocumentState.deleted,
    state_before_delete: document.state,
    deleted_at: at,
    deleted_by: by,
    updated_at: at,
    updated_by: by,
  });
}

async function markDocumentRestored(trx: LibraryExecutor, document: DocumentRow, by: string | null, at: Date): Promise<DocumentRow> {
  const folderLive = document.folder_id === null || (await findFolder(trx, document.folder_id)) !== null;
  return updateDocument(trx, document.id, {
    state: document.state_before_delete ?? DocumentState.none,
    state_before_delete: null,
    folder_id: folderLive ? document.folder_id : null,
    deleted_at: null,
    deleted_by: null,
    updated_at: at,
    updated_by: by,
  });
}
