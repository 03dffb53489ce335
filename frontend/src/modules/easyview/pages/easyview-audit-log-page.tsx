import type { AuditLogEntry } from '@ea/contracts';
import { easyviewAuditLogKey, useEasyviewAuditLog } from '@/api/easyview/audit-log.ts';
import { useAuditLogRequest } from '@/ui/audit-log/audit-log-range.tsx';
import { AuditLogScreen } from '@/ui/audit-log/audit-log-screen.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';

/** EAsyView's actions: projects created, changed and deleted, filings uploaded, filings viewed (read). */
const EASYVIEW_AUDIT_ACTIONS = ['Create', 'Update', 'Delete', 'Upload', 'Read'];
const ACTION_LABELS: Readonly<Record<string, string>> = { Upload: 'Filing uploaded', Read: 'Filing viewed' };

const TARGET_LABELS: Readonly<Record<string, string>> = {
  'easyview-project': 'Project',
  'easyview-filing': 'Filing',
  'easyview-taxonomy-package': 'Taxonomy package',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** "Project Q2 10-Q" or "Filing aapl-20250329.htm of Q2 10-Q": the record by the names its entry keeps. */
function describe(entry: AuditLogEntry): string {
  const state = (entry.after ?? entry.before ?? {}) as Record<string, unknown>;
  const kind = TARGET_LABELS[entry.targetType] ?? entry.targetType;
  const fileName = text(state.fileName);
  if (fileName) return [kind, fileName, text(state.project) && `of ${state.project}`].filter(Boolean).join(' ');
  return [kind, text(state.name) ?? entry.targetId].filter(Boolean).join(' ');
}

export default function EasyviewAuditLogPage() {
  // The URL's days as the moments the user's time zone gives them.
  const list = useAuditLogRequest(useListState('auditLog'));
  const log = useEasyviewAuditLog(list);
  const rows = log.data?.items.map((entry) => ({
    id: String(entry.id),
    occurredAt: entry.occurredAt,
    user: entry.actorEmail ?? 'System',
    action: ACTION_LABELS[entry.action] ?? entry.action,
    details: describe(entry),
  }));
  return (
    <AuditLogScreen
      actions={EASYVIEW_AUDIT_ACTIONS}
      actionLabels={ACTION_LABELS}
      rows={rows}
      total={log.data?.total}
      loading={log.isLoading}
      error={log.error ? log.error.message : null}
      exportFrom={{ listAddress: easyviewAuditLogKey(list), fileName: 'easyview-audit-log' }}
      emptyTitle="No EAsyView activity recorded"
      emptyMessage="Projects created, changed and deleted, and filings uploaded and viewed, are recorded here."
    />
  );
}
