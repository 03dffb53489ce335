import { type AuditLogEntry, LIST_EXPORT_MAX_ROWS, type ListExportFormat } from '@ea/contracts';
import type { COMPANY_AUDIT_TARGETS } from '@ea/contracts/directory';
import { type AuditLogRequest, listAuditLog, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, isoCell, type ListExportFile, readAllPages } from '@ea/workbook';
import type { DirectoryDeps } from '../../deps.ts';

const TARGET_NAMES: Record<(typeof COMPANY_AUDIT_TARGETS)[number], string> = {
  company: 'Company',
  channel: 'Channel',
  'bulk-import': 'Bulk import',
};

function values(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The Record column: the kind of record and its name (a file's name for an import), else its id. */
function recordName(entry: AuditLogEntry): string {
  const all = { ...values(entry.before), ...values(entry.after) };
  const kind = TARGET_NAMES[entry.targetType as keyof typeof TARGET_NAMES] ?? entry.targetType;
  const name = typeof all.name === 'string' ? all.name : typeof all.fileName === 'string' ? all.fileName : null;
  return name ? `${kind} · ${name}` : `${kind}${entry.targetId ? ` #${entry.targetId}` : ''}`;
}

/** The Before → after column: one line per field whose value differs, as the screen lists them. */
function changes(entry: AuditLogEntry): string {
  const before = values(entry.before);
  const after = values(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }))
    .filter((change) => change.before !== change.after)
    .map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
    .join('\n');
}

/** The company audit log's columns as the screen shows them (company-audit-log-page.tsx). */
const COLUMNS: ExportColumn<AuditLogEntry>[] = [
  { header: 'Date', cell: (entry) => isoCell(entry.occurredAt) },
  { header: 'User', cell: (entry) => entry.actorEmail ?? entry.actorId ?? 'System' },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Record', cell: recordName },
  { header: 'Before → after', cell: changes },
];

/**
 * Every company audit entry matching the log's filters, newest first, as a file: the audit-log
 * read path paged through in one snapshot, so its scope and filters are the screen's. Reading
 * the audit log is not itself audited, and neither is exporting it.
 */
export async function exportCompanyAuditLog(
  { deps, caller }: UseCaseContext<DirectoryDeps>,
  input: Omit<AuditLogRequest, 'page' | 'limit'> & { as: ListExportFormat },
): Promise<ListExportFile> {
  const { as: format, ...query } = input;
  const entries = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) =>
      readAllPages(async (page, limit) => {
        const found = await listAuditLog({ deps: { db: trx, schema: deps.schema }, caller }, { ...query, page, limit });
        return { items: found.items, total: found.total };
      }, LIST_EXPORT_MAX_ROWS),
    );
  return buildListExport({ format, name: 'company-audit-log', columns: COLUMNS, rows: entries });
}
