import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { ProjectedCompany } from '@ea/service-kit/company-projection';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { type FolderRow, findFolder } from '../../db/folders-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { LibraryDeps } from '../../deps.ts';

/**
 * A live folder of the company (whose scope the caller already checked); 404 for a folder of
 * another company or none: a folder id never reaches into another company's library.
 */
export async function folderOfCompany(ex: LibraryExecutor, companyId: number, folderId: number, lock = false): Promise<FolderRow> {
  const folder = await findFolder(ex, folderId, lock);
  if (!folder || folder.company_id !== companyId) throw new ApiError('notFound', LibraryErrors.folderNotFound);
  return folder;
}

/**
 * A live folder the caller may change, with its company caught up from the directory: "Folder
 * not found" (404) for a folder of a company outside the caller's scope, deleted, or unknown.
 */
export async function visibleFolder(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  folderId: number,
): Promise<{ folder: FolderRow; company: ProjectedCompany }> {
  const folder = await findFolder(deps.db, folderId);
  const company = folder ? await deps.companies.readYourWrites(folder.company_id) : undefined;
  if (!folder || !company || company.deleted || !tenantScope(caller.claims).canSeeCompany(company)) {
    throw new ApiError('notFound', LibraryErrors.folderNotFound);
  }
  return { folder, company };
}
