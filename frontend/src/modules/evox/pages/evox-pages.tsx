import { AuditLogScreen } from '../../../ui/audit-log/audit-log-screen.tsx';
import { PlaceholderPage } from '../../../ui/page/placeholder-page.tsx';

export function EvoxPage() {
  return <PlaceholderPage emptyTitle="eVox projects will appear here" />;
}

export function EvoxAnalyticsPage() {
  return <PlaceholderPage emptyTitle="eVox analytics will appear here" emptyMessage="Usage and activity charts for your eVox projects." />;
}

export function EvoxAuditLogPage() {
  return <AuditLogScreen emptyTitle="eVox activity will appear here" />;
}

export function EvoxContentPage() {
  return <PlaceholderPage emptyTitle="The project's content will appear here" emptyMessage="Open a project from the eVox list." />;
}
