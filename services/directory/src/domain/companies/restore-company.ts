import type { Company } from '@ea/contracts/directory';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { DirectoryDeps } from '../../deps.ts';
import { setCompanyDeleted } from './set-company-deleted.ts';

/**
 * Brings a deleted company in the caller's scope back, under the same id and identifiers, so
 * everything keyed by it (documents, filings, alerts in other services) belongs to it again.
 */
export function restoreCompany(ctx: UseCaseContext<DirectoryDeps>, input: { id: number }): Promise<Company> {
  return setCompanyDeleted(ctx, input.id, false);
}
