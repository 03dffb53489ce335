import { ApiError } from '@ea/contracts';
import { CompanyBulkErrors, type CompanyBulkResult } from '@ea/contracts/directory';
import type { ChangeRecords, TenantScope } from '@ea/service-kit/use-case';
import { type CompanyRow, lockCompanyRows } from '../../db/companies-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';

/**
 * The companies a bulk action names, live or deleted, locked for the transaction in id order,
 * all within the caller's scope: one unknown or outside it and the whole request is refused (404,
 * as a single company outside the scope is), so an action never applies partly across tenants and
 * never tells which of the ids exist elsewhere.
 */
export async function bulkCompanyTargets(trx: DirectoryExecutor, scope: TenantScope, companyIds: readonly number[]): Promise<CompanyRow[]> {
  const ids = [...new Set(companyIds)];
  const companies = await lockCompanyRows(trx, ids, scope);
  if (companies.length !== ids.length) throw new ApiError('notFound', CompanyBulkErrors.companiesNotFound);
  return companies;
}

/** Collects a bulk action's outcome company by company, with the audit entries and events of what it changed. */
export function bulkOutcome() {
  const result: CompanyBulkResult = { done: [], refused: [] };
  const records: ChangeRecords = { audit: [], events: [] };
  return {
    result,
    records,
    done: (company: CompanyRow, changed?: ChangeRecords) => {
      result.done.push(company.id);
      if (changed) {
        records.audit.push(...changed.audit);
        records.events.push(...changed.events);
      }
    },
    refuse: (company: CompanyRow, reason: string) => result.refused.push({ companyId: company.id, name: company.name, reason }),
  };
}
