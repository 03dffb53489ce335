import type { CompanyAuditEntry } from '@ea/contracts/directory';
import { auditSubject } from '@/api/directory/audit-targets.ts';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { actionColor } from './dashboard-figures.ts';

/** What the entry is about: the record's name when it has one, else its kind and id. */
function subject(entry: CompanyAuditEntry): { kind: string; name: string } {
  const { kind, name } = auditSubject(entry);
  return { kind, name: name ?? `${kind}${entry.targetId ? ` #${entry.targetId}` : ''}` };
}

/** The latest changes and reads of the user's companies and channels, newest first. */
export function RecentActivity({ entries }: { entries: readonly CompanyAuditEntry[] }) {
  if (entries.length === 0) {
    return <EmptyState title="No activity yet" message="Changes to companies and channels appear here as they happen." />;
  }
  return (
    <ol className="activity-list" aria-label="Recent activity">
      {entries.map((entry) => {
        const { kind, name } = subject(entry);
        return (
          <li key={entry.id} className="activity-list__item">
            <span className="activity-list__dot" style={{ background: actionColor(entry.action) }} aria-hidden="true" />
            <span className="activity-list__text">
              <strong>{name}</strong>
              <span className="activity-list__meta">
                {entry.action} · {kind} · {entry.actorEmail ?? 'System'} · <DateTimeText at={entry.occurredAt} />
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
