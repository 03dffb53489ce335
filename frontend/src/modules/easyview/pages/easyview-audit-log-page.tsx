import { AuditLogScreen } from '@/ui/audit-log/audit-log-screen.tsx';

export default function EasyviewAuditLogPage() {
  return <AuditLogScreen emptyTitle="EAsyView activity will appear here" />;
}
