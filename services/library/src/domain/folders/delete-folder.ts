import type { NewEvent } from '@ea/events';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { liveDocumentsInFolders } from '../../db/documents-repository.ts';
import { folderSubtree, foldersByIds, markFoldersDeleted } from '../../db/folders-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { folderEvent } from '../../events/folder-events.ts';
import { documentAuditValues } from '../documents/document-view.ts';
import { markDocumentDeleted } from '../documents/set-document-deleted.ts';
import { folderOfCompany, visibleFolder } from './visible-folder.ts';

/**
 * Deletes a folder with every folder below it; their documents go to the deleted documents
 * (state 6), from where each can be restored (to the top level, its folder being gone). Each
 * folder and document is audited (Delete) and announced (folder.deleted, document.deleted).
 */
export async function deleteFolder(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: number },
): Promise<{ id: number; folders: number; documents: number }> {
  const { deps, caller } = ctx;
  const { company } = await visibleFolder(ctx, input.id);
  return commitChange(deps, caller.actor, async (trx) => {
    await folderOfCompany(trx, company.id, input.id, true);
    const ids = await folderSubtree(trx, input.id);
    const at = deps.now();
    const by = caller.actor.actorId;
    const documents = await liveDocumentsInFolders(trx, ids);
    const audit: AuditEntry[] = [];
    const events: NewEvent[] = [];
    for (const document of documents) {
      const after = await markDocumentDeleted(trx, document, by, at);
      audit.push({
        action: 'Delete',
        targetType: 'document',
        targetId: document.id,
        channelId: company.channelId,
        companyId: company.id,
        before: documentAuditValues(document),
        after: documentAuditValues(after),
      });
      events.push(documentEvent('document.deleted', after));
    }
    const folders = await foldersByIds(trx, ids);
    await markFoldersDeleted(trx, ids, by, at);
    for (const folder of folders) {
      audit.push({
        action: 'Delete',
        targetType: 'folder',
        targetId: folder.id,
        channelId: company.channelId,
        companyId: company.id,
        before: { name: folder.name, parentId: folder.parent_id },
      });
      events.push(folderEvent('folder.deleted', { ...folder, deleted_at: at, deleted_by: by }, company.channelId));
    }
    return { result: { id: input.id, folders: ids.length, documents: documents.length }, records: { audit, events } };
  });
}
