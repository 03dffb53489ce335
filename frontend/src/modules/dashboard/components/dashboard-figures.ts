import type { ImportRunBody } from '@ea/contracts';
import type { CompanyAuditEntry } from '@ea/contracts/directory';
import type { ChartDatum } from '@/ui/chart/chart-geometry.ts';

/** One colour per audit action, shared by the bar chart and the activity list's dots. */
const ACTION_COLORS: Record<string, string> = {
  Create: 'var(--color-success)',
  Update: 'var(--color-info)',
  Delete: 'var(--color-danger)',
  Restore: 'var(--color-primary)',
  Read: 'var(--color-text-faint)',
};
const OTHER_ACTION_COLOR = 'var(--color-warning)';

export function actionColor(action: string): string {
  return ACTION_COLORS[action] ?? OTHER_ACTION_COLOR;
}

/** How many of the recent entries each action accounts for, in a fixed order, zero counts left out. */
export function activityByAction(entries: readonly CompanyAuditEntry[]): ChartDatum[] {
  const order = Object.keys(ACTION_COLORS);
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.action, (counts.get(entry.action) ?? 0) + 1);
  const known = order.filter((action) => counts.has(action));
  const other = [...counts.keys()].filter((action) => !order.includes(action)).sort();
  return [...known, ...other].map((label) => ({ label, value: counts.get(label)!, color: actionColor(label) }));
}

/**
 * The rows of the recent imports by outcome. Updated rows come only from runs in the update mode,
 * so their slice is shown once there are some rather than as a standing zero.
 */
export function importOutcomes(runs: readonly ImportRunBody[]): ChartDatum[] {
  const sum = (pick: (run: ImportRunBody) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const updated = sum((run) => run.updated);
  return [
    { label: 'Created', value: sum((run) => run.created), color: 'var(--color-success)' },
    ...(updated > 0 ? [{ label: 'Updated', value: updated, color: 'var(--color-primary)' }] : []),
    { label: 'Already there', value: sum((run) => run.skipped), color: 'var(--color-info)' },
    { label: 'Failed', value: sum((run) => run.failed), color: 'var(--color-danger)' },
  ];
}

const PENDING_LABELS: Record<string, string> = {
  documentsByRenderingStatus: 'documents by rendering status',
  recentDocuments: 'recent documents',
  filingsDue: 'filings due',
};

/** The pending figures in words, for the note that says they are not available yet. */
export function pendingFigures(names: readonly string[]): string[] {
  return names.map((name) => PENDING_LABELS[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}
