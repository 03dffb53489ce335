import type { CompanyBulkBody, CompanyBulkResult } from '@ea/contracts/directory';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { setCompaniesDeleted } from './set-companies-deleted.ts';

/** Bulk delete of the companies list: each named company moves to the deleted companies, as one delete does. */
export function deleteCompanies(ctx: UseCaseContext<DirectoryDeps>, input: CompanyBulkBody): Promise<CompanyBulkResult> {
  return setCompaniesDeleted(ctx, input.companyIds, true);
}
