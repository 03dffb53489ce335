import { type RunState, VALIDATION_METHODS, type ValidationMethod, type ValidationSeverity } from '@ea/contracts/validator';

/** A run's state as the screens name it. */
export const RUN_STATE_LABELS: Record<RunState, string> = {
  queued: 'Queued',
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
  crashed: 'Could not validate',
};

export const SEVERITY_LABELS: Record<ValidationSeverity, { one: string; many: string }> = {
  error: { one: 'Error', many: 'Errors' },
  inconsistency: { one: 'Inconsistency', many: 'Inconsistencies' },
  warning: { one: 'Warning', many: 'Warnings' },
  info: { one: 'Info', many: 'Info' },
};

export function methodLabel(method: ValidationMethod): string {
  return VALIDATION_METHODS.find((m) => m.id === method)?.label ?? method;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const count = (n: number) => n.toLocaleString('en-US');
