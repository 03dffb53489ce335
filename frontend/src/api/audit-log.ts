import { type ListRequest, listAddress } from './list-address.ts';

/** The audit-log parameters of spec §2 besides the page and its `limit`. */
const AUDIT_LOG_PARAMS = ['actionfilter', 'type', 'search'] as const;

/** The address of one page of an audit log (companies', users'…) with the parameters in the URL. */
export const auditLogAddress = (path: string, list: ListRequest) => listAddress(path, list, AUDIT_LOG_PARAMS, 'limit');
