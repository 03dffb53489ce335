import type { Location } from './instance.ts';

export type Severity = 'error' | 'warning' | 'inconsistency' | 'info';

/**
 * One finding. `ruleId` is stable and documented (e.g. 'xbrl.4.7.1.contextPeriod',
 * 'ix.10.1.continuationCycle', 'efm.6.5.20.deiRequired', 'dts.unresolvedSchema'); tests and the
 * Validator group by it. `message` is written for a filing agent, naming the element and value.
 */
export interface XbrlMessage {
  ruleId: string;
  severity: Severity;
  message: string;
  location?: Location;
}
