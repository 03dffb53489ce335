import { type SeverityCounts, VALIDATION_SEVERITIES } from '@ea/contracts/validator';
import { count, SEVERITY_LABELS } from './run-labels.ts';
import './validator.css';

/** A run's counts in one line, worst severity first ("3 errors · 0 inconsistencies · …"). */
export function RunCounts({ counts }: { counts: SeverityCounts }) {
  return (
    <span className="validator-counts">
      {VALIDATION_SEVERITIES.map((severity) => (
        <span
          key={severity}
          className={counts[severity] > 0 ? `validator-counts__item validator-counts__item--${severity}` : 'validator-counts__item'}
        >
          {count(counts[severity])}{' '}
          {(counts[severity] === 1 ? SEVERITY_LABELS[severity].one : SEVERITY_LABELS[severity].many).toLowerCase()}
        </span>
      ))}
    </span>
  );
}
