import { EmptyState } from '../../../ui/page/empty-state.tsx';
import type { ActivityEntry } from '../api/dashboard-api.ts';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function subject(entry: ActivityEntry): string {
  const values = { ...(entry.before as object | null), ...(entry.after as object | null) } as Record<string, unknown>;
  const name = typeof values.name === 'string' ? values.name : typeof values.fileName === 'string' ? values.fileName : null;
  const kind = entry.targetType.replace('-', ' ');
  return name ? `${kind} ${name}` : `${kind}${entry.targetId ? ` #${entry.targetId}` : ''}`;
}

/** The latest changes and reads of the user's companies and channels, newest first. */
export function RecentActivity({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) {
    return <EmptyState title="No activity yet" message="Changes to companies and channels appear here as they happen." />;
  }
  return (
    <ol className="activity-list" aria-label="Recent activity">
      {entries.map((entry) => (
        <li key={entry.id} className="activity-list__item">
          <span className={`activity-list__dot activity-list__dot--${entry.action.toLowerCase()}`} aria-hidden="true" />
          <span className="activity-list__text">
            <strong>{entry.action}</strong> {subject(entry)}
            <span className="activity-list__meta">
              {entry.actorEmail ?? 'System'} · {time.format(new Date(entry.occurredAt))}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
