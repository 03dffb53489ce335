import { type SeverityCounts, VALIDATION_SEVERITIES } from '@ea/contracts/validator';
import { count, SEVERITY_LABELS } from './run-labels.ts';
import './xbrl-projects.css';

/** A run's counts in one line, worst severity first ("3 errors · 0 inconsistencies · …"). */
export function RunCounts({ counts }: { counts: SeverityCounts }) {
  return (
    <span className="xbrl-counts">
      {VALIDATION_SEVERITIES.map((severity) => (
        <span key={severity} className={counts[severity] > 0 ? `xbrl-counts__item xbrl-counts__item--${severity}` : 'xbrl-counts__item'}>
          {count(counts[severity])}{' '}
          {(counts[severity] === 1 ? SEVERITY_LABELS[severity].one : SEVERITY_LABELS[severity].many).toLowerCase()}
        </span>
      ))}
    </span>
  );
}
