import type { HistoryEntry, TopicChange } from '@ea/contracts/library';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';

const KIND_LABELS: Record<HistoryEntry['kind'], string> = {
  created: 'Created',
  saved: 'Saved',
  uploaded: 'New Version Upload',
  restored: 'Restored',
  mapped: 'Map changed',
  'rolled-forward': 'Rolled forward',
  built: 'Built from a DITA map',
  'comments-transferred': 'Comments transferred',
};

const CHANGE_LABELS: Record<TopicChange['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  moved: 'Moved',
};

function TopicChangeItem({ change }: { change: TopicChange }) {
  const summary = change.diff?.summary;
  return (
    <li className={`topic-change topic-change--${change.change}`}>
      <div className="topic-change__head">
        <span className={`badge topic-change__kind`}>{CHANGE_LABELS[change.change]}</span>
        <span className="topic-change__title">{change.title}</span>
        {change.previousTitle && <span className="muted">(was {change.previousTitle})</span>}
        {summary && (
          <span className="topic-change__summary">
            {[
              summary.added > 0 && `${summary.added} added`,
              summary.changed > 0 && `${summary.changed} changed`,
              summary.removed > 0 && `${summary.removed} removed`,
            ]
              .filter(Boolean)
              .join(', ') || 'no block changed'}
          </span>
        )}
      </div>
      {change.diff && change.diff.changes.length > 0 && (
        <ul className="topic-change__blocks">
          {change.diff.changes.slice(0, 8).map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: block changes are listed in document order and have no id
            <li key={i} className="block-change">
              <span className="block-change__label">
                {block.kind} {block.label}
              </span>
              {block.excerpt.before !== undefined && <del className="block-change__before">{block.excerpt.before}</del>}
              {block.excerpt.after !== undefined && <ins className="block-change__after">{block.excerpt.after}</ins>}
            </li>
          ))}
          {change.diff.changes.length > 8 && <li className="muted">and {change.diff.changes.length - 8} more</li>}
        </ul>
      )}
    </li>
  );
}

/** One version of the history: who made it and when, how, and what it changed topic by topic. */
export function HistoryEntryCard({ entry, current, onRestore }: { entry: HistoryEntry; current: boolean; onRestore?: () => void }) {
  return (
    <li className="history-entry card" aria-label={`Version ${entry.number}`}>
      <div className="history-entry__head">
        <span className="history-entry__number">v{entry.number}</span>
        <div className="history-entry__what">
          <p className="history-entry__title">
            {entry.kind === 'uploaded' && entry.number === 1 ? 'Uploaded' : KIND_LABELS[entry.kind]}
            {entry.restoredFrom !== null && ` from version ${entry.restoredFrom}`}
            {entry.revisionDescription && <span className="history-entry__description"> · {entry.revisionDescription}</span>}
          </p>
          <p className="history-entry__who">
            {entry.createdByEmail ?? entry.createdBy ?? 'System'} · <DateTimeText at={entry.createdAt} />
          </p>
        </div>
        <div className="history-entry__badges">
          {current && <span className="badge badge--info">Current</span>}
          {entry.released && (
            <span className="badge badge--success">
              {entry.final ? 'Final release' : 'Release'} {entry.releaseVersion}
            </span>
          )}
          {onRestore && (
            <button type="button" className="button" onClick={onRestore} aria-label={`Restore version ${entry.number}`}>
              Restore
            </button>
          )}
        </div>
      </div>
      {entry.changes.length > 0 && (
        <ul className="history-entry__changes" aria-label={`Changes in version ${entry.number}`}>
          {entry.changes.map((change) => (
            <TopicChangeItem key={`${change.topicId}-${change.change}`} change={change} />
          ))}
        </ul>
      )}
    </li>
  );
}
