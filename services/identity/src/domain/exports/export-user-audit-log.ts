import { type AuditLogEntry, LIST_EXPORT_MAX_ROWS, type ListExportFormat } from '@ea/contracts';
import { auditActionLabel, describeAuditEntry } from '@ea/contracts/identity';
import { type AuditLogRequest, listAuditLog, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, isoCell, type ListExportFile, readAllPages } from '@ea/workbook';
import type { IdentityDeps } from '../../deps.ts';

/** The users audit log's columns as the screen shows them (user-audit-log-page.tsx). */
const COLUMNS: ExportColumn<AuditLogEntry>[] = [
  { header: 'Date', cell: (entry) => isoCell(entry.occurredAt) },
  { header: 'User', cell: (entry) => entry.actorEmail ?? 'System' },
  { header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
  { header: 'Details', cell: describeAuditEntry },
];

/**
 * Every users audit entry matching the log's filters, newest first, as a file: the audit-log read
 * path paged through in one snapshot, so its scope and filters are the screen's. Reading the
 * audit log is not itself audited, and neither is exporting it.
 */
export async function exportUserAuditLog(
  { deps, caller }: UseCaseContext<IdentityDeps>,
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
  return buildListExport({ format, name: 'users-audit-log', columns: COLUMNS, rows: entries });
}
