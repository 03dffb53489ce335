import { type AuditLogEntry, LIST_EXPORT_MAX_ROWS, type ListExportFormat } from '@ea/contracts';
import {
  auditFieldLabels,
  auditValueText,
  type COMPANY_AUDIT_TARGETS,
  DETAILS_READ_TEXT,
  isDetailsRead,
  isShownAuditField,
} from '@ea/contracts/directory';
import { type AuditLogRequest, listAuditLog, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, isoCell, type ListExportFile, readAllPages } from '@ea/workbook';
import { listChannels } from '../../db/channels-repository.ts';
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

type ChannelNames = ReadonlyMap<number, string>;

/** The Record column: the kind of record and its name (a file's name for an import, a channel's by its id), else its id. */
function recordName(entry: AuditLogEntry, channelNames: ChannelNames): string {
  const all = { ...values(entry.before), ...values(entry.after) };
  const kind = TARGET_NAMES[entry.targetType as keyof typeof TARGET_NAMES] ?? entry.targetType;
  const name = typeof all.name === 'string' ? all.name : typeof all.fileName === 'string' ? all.fileName : null;
  const known = name ?? (entry.targetType === 'channel' ? channelNames.get(Number(entry.targetId)) : undefined);
  return known ? `${kind} · ${known}` : `${kind}${entry.targetId ? ` #${entry.targetId}` : ''}`;
}

/** The Before → after column: one line per field whose value differs, labelled and readable as the screen lists them. */
function changes(entry: AuditLogEntry, channelNames: ChannelNames): string {
  if (isDetailsRead(entry)) return DETAILS_READ_TEXT;
  const before = values(entry.before);
  const after = values(entry.after);
  const labels = auditFieldLabels(entry.targetType);
  const readable = (field: string, value: unknown) => {
    const shown = text(value);
    return shown === null ? '—' : auditValueText(field, shown, channelNames);
  };
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => isShownAuditField(field) && text(before[field]) !== text(after[field]))
    .map((field) => `${labels[field] ?? field}: ${readable(field, before[field])} → ${readable(field, after[field])}`)
    .join('\n');
}

/** The company audit log's columns as the screen shows them (company-audit-log-page.tsx). */
function auditColumns(channelNames: ChannelNames): ExportColumn<AuditLogEntry>[] {
  return [
    { header: 'Date', cell: (entry) => isoCell(entry.occurredAt) },
    { header: 'User', cell: (entry) => entry.actorEmail ?? entry.actorId ?? 'System' },
    { header: 'Action', cell: (entry) => entry.action },
    { header: 'Record', cell: (entry) => recordName(entry, channelNames) },
    { header: 'Before → after', cell: (entry) => changes(entry, channelNames) },
  ];
}

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
  const scope = tenantScope(caller.claims);
  const { entries, channels } = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const entries = await readAllPages(async (page, limit) => {
        const found = await listAuditLog({ deps: { db: trx, schema: deps.schema }, caller }, { ...query, page, limit });
        return { items: found.items, total: found.total };
      }, LIST_EXPORT_MAX_ROWS);
      // The channels the caller sees, as the screen names them (GET api/client).
      const channels = await listChannels(trx, scope.all ? 'all' : scope.channelId);
      return { entries, channels };
    });
  const channelNames = new Map(channels.map((channel) => [channel.id, channel.name]));
  return buildListExport({ format, name: 'company-audit-log', columns: auditColumns(channelNames), rows: entries });
}
