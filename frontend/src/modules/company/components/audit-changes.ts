export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The fields an audit entry shows: for an update only those whose value changed, for a create or
 * a delete every field with a value, so the before/after columns say what happened at a glance.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = record(before);
  const next = record(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .map((field) => ({ field, before: text(old[field]), after: text(next[field]) }))
    .filter((change) => change.before !== change.after);
}
