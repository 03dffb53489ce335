import type { Company } from '@ea/contracts/directory';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { setCompanyDeleted } from './set-company-deleted.ts';

/**
 * Moves a live company in the caller's scope to the deleted companies. Nothing it owns is removed:
 * other services hide the company's data on company.deleted and show it again on company.restored.
 */
export function deleteCompany(ctx: UseCaseContext<DirectoryDeps>, input: { id: number }): Promise<Company> {
  return setCompanyDeleted(ctx, input.id, true);
}
