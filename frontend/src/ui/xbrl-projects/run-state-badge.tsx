import type { RunState } from '@ea/contracts/validator';
import { RUN_STATE_LABELS } from './run-labels.ts';
import './xbrl-projects.css';

const TONES: Record<RunState, string> = {
  queued: 'badge--info',
  running: 'badge--info',
  passed: 'badge--success',
  failed: 'badge--danger',
  crashed: 'xbrl-badge--warning',
};

export function RunStateBadge({ state }: { state: RunState }) {
  return <span className={`badge ${TONES[state]}`}>{RUN_STATE_LABELS[state]}</span>;
}
