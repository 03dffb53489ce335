import type { CompanyListQuery, CompanyPage } from '@ea/contracts/directory';
import { tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { listCompanies as listCompanyRows } from '../../db/companies-repository.ts';
import type { DirectoryDeps } from '../../deps.ts';
import { companyView } from './company-view.ts';

/** A page of the live (or deleted) companies the caller may see; `client` narrows it to one channel. */
export async function listCompanies(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: CompanyListQuery & { deleted: boolean },
): Promise<CompanyPage> {
  const { rows, total } = await listCompanyRows(deps.db, {
    scope: tenantScope(caller.claims),
    deleted: input.deleted,
    filter: input.filter,
    channelId: input.client,
    sort: input.sort,
    order: input.order,
    page: input.page,
    size: input.size,
  });
  return { items: rows.map(companyView), total, page: input.page, size: input.size };
}
