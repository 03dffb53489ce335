import type { COMPANY_AUDIT_TARGETS, CompanyAuditEntry } from '@ea/contracts/directory';

// Typed against the contract's list, so a new kind of record must be named here.
const TARGET_NAMES: Record<(typeof COMPANY_AUDIT_TARGETS)[number], string> = {
  company: 'Company',
  channel: 'Channel',
  'bulk-import': 'Bulk import',
};

/** The kinds of record the company audit log covers, by their `targetType`, with their names. */
export const AUDIT_TARGETS = Object.entries(TARGET_NAMES).map(([id, itemName]) => ({ id, itemName }));

/** What an entry is about: the kind of record, and its name (a file's name for an import) when the values carry one. */
export function auditSubject(entry: Pick<CompanyAuditEntry, 'targetType' | 'before' | 'after'>): { kind: string; name: string | null } {
  const values = { ...(entry.before as object | null), ...(entry.after as object | null) } as Record<string, unknown>;
  const kind = AUDIT_TARGETS.find((target) => target.id === entry.targetType)?.itemName ?? entry.targetType;
  const name = typeof values.name === 'string' ? values.name : typeof values.fileName === 'string' ? values.fileName : null;
  return { kind, name };
}
