import type { CompanyBulkBody, CompanyBulkResult } from '@ea/contracts/directory';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { setCompaniesDeleted } from './set-companies-deleted.ts';

/** Bulk restore of the deleted companies list: each named company comes back, as one restore brings it. */
export function restoreCompanies(ctx: UseCaseContext<DirectoryDeps>, input: CompanyBulkBody): Promise<CompanyBulkResult> {
  return setCompaniesDeleted(ctx, input.companyIds, false);
}
