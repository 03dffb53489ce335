import { type ListRequest, listAddress } from './list-address.ts';

/**
 * The audit-log parameters of spec §2 besides the page and its `limit`, and the date range as the
 * API takes it: `from` and `to` the moments (ISO instants) its first day starts and the day after
 * its last starts (see ui/audit-log/audit-log-range.ts).
 */
const AUDIT_LOG_PARAMS = ['actionfilter', 'type', 'search', 'from', 'to'] as const;

/** The address of one page of an audit log (companies', users'…) with the parameters in the URL. */
export const auditLogAddress = (path: string, list: ListRequest) => listAddress(path, list, AUDIT_LOG_PARAMS, 'limit');
