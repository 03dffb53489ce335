import type { UserAuditEntry as AuditEntryView } from '@ea/contracts/identity';

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
