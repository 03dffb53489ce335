import type { AuditLogPage } from '@ea/contracts';
import useSWR from 'swr';
import { auditLogAddress } from '../audit-log.ts';
import type { ListRequest } from '../list-address.ts';
import { EASYVIEW_API } from './projects.ts';

const EASYVIEW_AUDIT_LOG = `${EASYVIEW_API}/auditlog`;

export const easyviewAuditLogKey = (list: ListRequest) => auditLogAddress(EASYVIEW_AUDIT_LOG, list);

/** GET easyview/auditlog: the module's audit log (projects created, changed, deleted; filings uploaded and viewed). */
export function useEasyviewAuditLog(list: ListRequest) {
  return useSWR<AuditLogPage>(easyviewAuditLogKey(list), { keepPreviousData: true });
}
