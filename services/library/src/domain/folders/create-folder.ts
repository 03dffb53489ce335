import type { Folder, FolderBody } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertFolder } from '../../db/folders-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { folderEvent } from '../../events/folder-events.ts';
import { visibleCompany } from '../access/visible-company.ts';
import { assertFolderNameFree, folderName } from './folder-name.ts';
import { folderView } from './folder-view.ts';
import { folderOfCompany } from './visible-folder.ts';

/** Adds a folder to a company's library, at the top level or in a folder of the same company. */
export async function createFolder(ctx: UseCaseContext<LibraryDeps>, input: FolderBody): Promise<Folder> {
  const { deps, caller } = ctx;
  const company = await visibleCompany(ctx, input.companyId, { fresh: true });
  const parentId = input.parentId ?? null;
  if (parentId !== null) await folderOfCompany(deps.db, company.id, parentId);
  const name = folderName(input.name);
  return commitChange(deps, caller.actor, async (trx) => {
    if (parentId !== null) await folderOfCompany(trx, company.id, parentId, true);
    await assertFolderNameFree(trx, { companyId: company.id, parentId, name });
    const row = await insertFolder(trx, { company_id: company.id, parent_id: parentId, name, created_by: caller.actor.actorId });
    return {
      result: folderView(row),
      records: {
        audit: [
          {
            action: 'Create',
            targetType: 'folder',
            targetId: row.id,
            channelId: company.channelId,
            companyId: company.id,
            after: { name: row.name, parentId },
          },
        ],
        events: [folderEvent('folder.created', row, company.channelId)],
      },
    };
  });
}
