import type { CompanyAuditLogEntries } from '@ea/contracts/directory';
import useSWR from 'swr';
import { auditLogAddress } from '../audit-log.ts';
import type { ListRequest } from '../list-address.ts';

const COMPANY_AUDIT_LOG = '/api/companies/auditlog';

export const companyAuditLogKey = (list: ListRequest) => auditLogAddress(COMPANY_AUDIT_LOG, list);

export function useCompanyAuditLog(list: ListRequest) {
  return useSWR<CompanyAuditLogEntries>(companyAuditLogKey(list), { keepPreviousData: true });
}
