import { useUnseenAlerts } from '@/api/edgar-eye/generated-alerts.ts';

/** The count of the user's unread alerts beside "My Alerts"; kept current by `alert.generated` (stale-keys.ts). */
export function UnseenAlertsBadge() {
  const { data } = useUnseenAlerts(true);
  const unseen = data?.unseen ?? 0;
  if (unseen === 0) return null;
  return (
    <span className="left-menu__badge" data-testid="unseen-alerts">
      {unseen > 99 ? '99+' : unseen}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
