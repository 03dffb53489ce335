import type { UserAuditEntry as AuditEntryView } from '@ea/contracts/identity';
import useSWR from 'swr';
import { auditLogAddress } from '../audit-log.ts';
import { isListPageOf, type ListRequest } from '../list-address.ts';

const USER_AUDIT_LOG = '/api/user/auditlog';

export interface AuditLogPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  limit: number;
}

/** GET api/user/auditlog with the audit-log parameters of the URL (page, actionfilter, limit, type, search). */
export const userAuditLogKey = (list: ListRequest) => auditLogAddress(USER_AUDIT_LOG, list);
export const isUserAuditLogKey = isListPageOf(USER_AUDIT_LOG);

export function useUserAuditLog(list: ListRequest) {
  return useSWR<AuditLogPage>(userAuditLogKey(list), { keepPreviousData: true });
}
