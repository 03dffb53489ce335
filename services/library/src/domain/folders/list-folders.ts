import type { Folder } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { listFolders as listFolderRows } from '../../db/folders-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleCompanyOrNull } from '../access/visible-company.ts';
import { folderView } from './folder-view.ts';

/**
 * A company's live folders (the tree by parentId). Like every list filtered by a company, it
 * lists nothing for a company the caller may not see.
 */
export async function listFolders(ctx: UseCaseContext<LibraryDeps>, input: { companyId: number }): Promise<{ items: Folder[] }> {
  const company = await visibleCompanyOrNull(ctx, input.companyId);
  if (!company) return { items: [] };
  const rows = await listFolderRows(ctx.deps.db, company.id);
  return { items: rows.map(folderView) };
}
