import type { ValidationSeverity } from '@ea/contracts/validator';
import { SEVERITY_LABELS } from '@/ui/xbrl-projects/run-labels.ts';
import './validator.css';

export function SeverityBadge({ severity }: { severity: ValidationSeverity }) {
  return <span className={`badge validator-severity validator-severity--${severity}`}>{SEVERITY_LABELS[severity].one}</span>;
}
