import { ApiError } from '@ea/contracts';
import { type Folder, type FolderUpdateBody, LibraryErrors } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { folderSubtree, updateFolder as updateFolderRow } from '../../db/folders-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { folderEvent } from '../../events/folder-events.ts';
import { assertFolderNameFree, folderName } from './folder-name.ts';
import { folderView } from './folder-view.ts';
import { folderOfCompany, visibleFolder } from './visible-folder.ts';

/**
 * Renames a folder and/or moves it (parentId; null: to the top level) within its company. A
 * folder never goes into itself or a folder below it, and no two folders of a parent share a name.
 */
export async function updateFolder(ctx: UseCaseContext<LibraryDeps>, input: { id: number; changes: FolderUpdateBody }): Promise<Folder> {
  const { deps, caller } = ctx;
  const { changes } = input;
  const { company } = await visibleFolder(ctx, input.id);
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await folderOfCompany(trx, company.id, input.id, true);
    const parentId = changes.parentId === undefined ? before.parent_id : changes.parentId;
    if (parentId !== null && parentId !== before.parent_id) {
      await folderOfCompany(trx, company.id, parentId, true);
      if ((await folderSubtree(trx, before.id)).includes(parentId)) {
        throw new ApiError('validation', LibraryErrors.folderIntoItself, { parentId: LibraryErrors.folderIntoItself });
      }
    }
    const name = changes.name === undefined ? before.name : folderName(changes.name);
    await assertFolderNameFree(trx, { companyId: company.id, parentId, name, exceptId: before.id });
    const row = await updateFolderRow(trx, before.id, { name, parent_id: parentId, updated_at: deps.now() });
    return {
      result: folderView(row),
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'folder',
            targetId: row.id,
            channelId: company.channelId,
            companyId: company.id,
            before: { name: before.name, parentId: before.parent_id },
            after: { name: row.name, parentId: row.parent_id },
          },
        ],
        events: [folderEvent('folder.updated', row, company.channelId)],
      },
    };
  });
}
