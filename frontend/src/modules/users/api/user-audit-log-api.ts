import type { AuditEntryView } from '@ea/contracts';
import useSWR from 'swr';
import type { ListState } from '../../../ui/list-state/use-list-state.ts';

export interface AuditLogPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  limit: number;
}

/** GET api/user/auditlog with the audit-log parameters of the URL (page, actionfilter, limit, type, search). */
export function userAuditLogKey(list: Pick<ListState, 'page' | 'size' | 'get'>): string {
  const query = new URLSearchParams({ page: String(list.page), limit: String(list.size) });
  for (const name of ['actionfilter', 'type', 'search']) {
    const value = list.get(name);
    if (value) query.set(name, value);
  }
  return `/api/user/auditlog?${query}`;
}

export function useUserAuditLog(list: ListState) {
  return useSWR<AuditLogPage>(userAuditLogKey(list), { keepPreviousData: true });
}

/** One line saying what changed: the target and the values after the change. */
export function describeAuditEntry(entry: Pick<AuditEntryView, 'targetType' | 'targetId' | 'after'>): string {
  const target = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : null;
  if (!after) return target;
  const parts = Object.entries(after)
    .filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 4)
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.length > 0 ? `${target} — ${parts.join(', ')}` : target;
}
