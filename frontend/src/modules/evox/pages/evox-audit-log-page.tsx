import { AuditLogScreen } from '@/ui/audit-log/audit-log-screen.tsx';

export default function EvoxAuditLogPage() {
  return <AuditLogScreen emptyTitle="eVox activity will appear here" />;
}
