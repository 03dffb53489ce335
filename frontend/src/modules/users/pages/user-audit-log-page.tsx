import { auditActionLabel, describeAuditEntry, IDENTITY_AUDIT_ACTION_LABELS } from '@ea/contracts/identity';
import { userAuditLogKey, useUserAuditLog } from '@/api/identity/user-audit-log.ts';
import { useAuditLogRequest } from '@/ui/audit-log/audit-log-range.tsx';
import { AuditLogScreen } from '@/ui/audit-log/audit-log-screen.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';

/** The spec's actions and identity's own (sign-ins, password changes, lockouts), all offered in the filter. */
const USER_AUDIT_ACTIONS = ['Create', 'Update', 'Delete', 'Revoke', ...Object.keys(IDENTITY_AUDIT_ACTION_LABELS)];

export default function UserAuditLogPage() {
  // The URL's days as the moments the user's time zone gives them.
  const list = useAuditLogRequest(useListState('auditLog'));
  const log = useUserAuditLog(list);
  const rows = log.data?.items.map((entry) => ({
    id: String(entry.id),
    occurredAt: entry.occurredAt,
    user: entry.actorEmail ?? 'System',
    action: auditActionLabel(entry.action),
    details: describeAuditEntry(entry),
  }));
  return (
    <AuditLogScreen
      actions={USER_AUDIT_ACTIONS}
      actionLabels={IDENTITY_AUDIT_ACTION_LABELS}
      rows={rows}
      total={log.data?.total}
      loading={log.isLoading}
      exportFrom={{ listAddress: userAuditLogKey(list), fileName: 'users-audit-log' }}
      emptyTitle="No user changes recorded"
      emptyMessage="Sign-ins, role changes and account updates are recorded here."
    />
  );
}
