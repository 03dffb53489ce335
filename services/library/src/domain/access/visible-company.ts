import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { ProjectedCompany } from '@ea/service-kit/company-projection';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import type { LibraryDeps } from '../../deps.ts';

/**
 * A live company the caller may see, as the companies projection knows it; 404 for one of
 * another channel, another company of a single-company user, a deleted one or one never heard of.
 * A write (`fresh`) first catches the projection up with what the directory committed, so a
 * company just created is found and one just deleted or moved is not; a read catches up only for
 * a company the projection does not show yet.
 */
export async function visibleCompany(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  companyId: number,
  options: { fresh: boolean },
): Promise<ProjectedCompany> {
  const shown = options.fresh ? undefined : await deps.companies.find(companyId);
  const company = shown ?? (await deps.companies.readYourWrites(companyId));
  if (!company || company.deleted || !tenantScope(caller.claims).canSeeCompany(company)) {
    throw new ApiError('notFound', LibraryErrors.companyNotFound);
  }
  return company;
}

/** A live company the caller may see, or null: what a list filtered by a company reads, so a company out of scope lists nothing. */
export async function visibleCompanyOrNull(ctx: UseCaseContext<LibraryDeps>, companyId: number): Promise<ProjectedCompany | null> {
  return visibleCompany(ctx, companyId, { fresh: false }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}
