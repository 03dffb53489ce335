import type { Folder } from '@ea/contracts/library';
import type { FolderRow } from '../../db/folders-repository.ts';

export function folderView(row: FolderRow): Folder {
  return {
    id: row.id,
    companyId: row.company_id,
    parentId: row.parent_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
