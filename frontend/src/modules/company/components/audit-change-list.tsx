import { auditFieldLabels, auditValueText, type CompanyAuditEntry, isShownAuditField } from '@ea/contracts/directory';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { useDateTimeFormat } from '@/ui/format/time-zone-context.tsx';
import { auditChanges } from './audit-changes.ts';
import './company-audit-log.css';

/** Timestamps and dates in the product's format (timestamps in the user's zone); other values as stored. */
function readable(value: string | null, dateTime: (at: string) => string): string {
  if (value === null) return '—';
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return dateTime(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : value;
}

interface AuditChangeListProps {
  entry: CompanyAuditEntry;
  /** The channels' names by id, for the entries that hold a channel's id (use-channel-names.ts). */
  channelNames: ReadonlyMap<number, string>;
  /** What an entry without field values says. */
  emptyText?: string;
}

/** What an audit entry changed, field by field (before → after), with the fields and values as people read them. */
export function AuditChangeList({ entry, channelNames, emptyText = 'No field values' }: AuditChangeListProps) {
  const format = useDateTimeFormat();
  const labels = auditFieldLabels(entry.targetType);
  const text = (field: string, value: string | null) =>
    readable(value === null ? null : auditValueText(field, value, channelNames), format.dateTime);
  const changes = auditChanges(entry.before, entry.after).filter((change) => isShownAuditField(change.field));
  if (changes.length === 0) return <span className="muted">{emptyText}</span>;
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field} className="audit-changes__row">
          <dt>{labels[change.field] ?? change.field}</dt>
          <dd>
            <span className="audit-changes__before">{text(change.field, change.before)}</span>
            <span className="visually-hidden"> changed to </span>
            <span aria-hidden="true"> → </span>
            <span className="audit-changes__after">{text(change.field, change.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
