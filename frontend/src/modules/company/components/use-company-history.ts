import type { CompanyAuditLogEntries } from '@ea/contracts/directory';
import useSWR from 'swr';
import { companyKey } from '@/api/directory/companies.ts';

/** How many of its latest changes a company's page shows; the company audit log has the rest. */
export const COMPANY_HISTORY_SIZE = 10;

/** GET api/company/:id/auditlog: the company's latest changes (its reads left out). */
export const companyHistoryKey = (id: number) => `${companyKey(id)}/auditlog?page=1&limit=${COMPANY_HISTORY_SIZE}`;

export function useCompanyHistory(id: number | null) {
  return useSWR<CompanyAuditLogEntries>(id === null ? null : companyHistoryKey(id));
}
