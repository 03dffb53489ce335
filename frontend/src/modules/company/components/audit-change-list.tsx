import type { CompanyAuditEntry } from '@ea/contracts/directory';
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
  /** The fields as people read them; a field without a label shows as stored. */
  labels?: Readonly<Record<string, string>>;
  /** A field's value as people read it (a flag as Yes/No, a channel id as its name); as stored otherwise. */
  valueText?: (field: string, value: string) => string;
  /** What an entry without field values says. */
  emptyText?: string;
}

/** What an audit entry changed, field by field (before → after). */
export function AuditChangeList({ entry, labels = {}, valueText, emptyText = 'No field values' }: AuditChangeListProps) {
  const format = useDateTimeFormat();
  const changes = auditChanges(entry.before, entry.after).map((change) =>
    valueText
      ? {
          ...change,
          before: change.before === null ? null : valueText(change.field, change.before),
          after: change.after === null ? null : valueText(change.field, change.after),
        }
      : change,
  );
  if (changes.length === 0) return <span className="muted">{emptyText}</span>;
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field} className="audit-changes__row">
          <dt>{labels[change.field] ?? change.field}</dt>
          <dd>
            <span className="audit-changes__before">{readable(change.before, format.dateTime)}</span>
            <span className="visually-hidden"> changed to </span>
            <span aria-hidden="true"> → </span>
            <span className="audit-changes__after">{readable(change.after, format.dateTime)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
