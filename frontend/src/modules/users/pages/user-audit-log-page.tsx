import type { AuditAction } from '@ea/contracts';
import { userAuditLogKey, useUserAuditLog } from '@/api/identity/user-audit-log.ts';
import { AuditLogScreen } from '@/ui/audit-log/audit-log-screen.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { describeAuditEntry } from '../components/describe-audit-entry.ts';

/** The spec's actions a user manager filters by; sign-ins and lockouts are listed too, under their own names. */
const USER_AUDIT_ACTIONS: readonly AuditAction[] = ['Create', 'Update', 'Delete', 'Revoke'];

export default function UserAuditLogPage() {
  const list = useListState('auditLog');
  const log = useUserAuditLog(list);
  const rows = log.data?.items.map((entry) => ({
    id: String(entry.id),
    occurredAt: new Date(entry.occurredAt).toLocaleString('en-US'),
    user: entry.actorEmail ?? 'System',
    // Identity also records sign-ins, lockouts and password changes, shown under their own names.
    action: entry.action as AuditAction,
    details: describeAuditEntry(entry),
  }));
  return (
    <AuditLogScreen
      actions={USER_AUDIT_ACTIONS}
      rows={rows}
      total={log.data?.total}
      loading={log.isLoading}
      exportFrom={{ listAddress: userAuditLogKey(list), fileName: 'users-audit-log' }}
      emptyTitle="No user changes recorded"
      emptyMessage="Sign-ins, role changes and account updates are recorded here."
    />
  );
}
