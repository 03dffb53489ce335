import { VALIDATION_SEVERITIES, type ValidationSeverity } from '@ea/contracts/validator';
import type { Instance, XbrlMessage } from '@ea/xbrl';
import type { NewRunMessage } from '../../db/messages-repository.ts';

/** Messages kept per run: a filing with more has one fault repeated, and the first thousands show it. */
export const MAX_STORED_MESSAGES = 20_000;
const NOT_STORED_RULE = 'validator.messagesNotStored';

export interface Findings {
  messages: NewRunMessage[];
  counts: Record<ValidationSeverity, number>;
}

/**
 * The engine's messages as a run keeps them: worst first (so the cap drops infos, never errors),
 * each location named by the file inside the submission and linked to the fact found there, the
 * same message from two documents of one submission (an offline taxonomy each refers to) once.
 * Past the cap, one info message says how many more were found. Counts are of every finding.
 */
export function findingsOf(messages: readonly XbrlMessage[], instances: readonly Instance[], fileName: (url: string) => string): Findings {
  const factIds = factIdsByLocation(instances);
  const seen = new Set<string>();
  const unique: XbrlMessage[] = [];
  for (const message of messages) {
    const key = `${message.ruleId}\u0000${message.message}\u0000${locationKey(message)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(message);
  }
  const order = (m: XbrlMessage) => VALIDATION_SEVERITIES.indexOf(m.severity);
  const sorted = unique.map((m, i) => ({ m, i })).sort((a, b) => order(a.m) - order(b.m) || a.i - b.i);
  const counts: Record<ValidationSeverity, number> = { error: 0, inconsistency: 0, warning: 0, info: 0 };
  for (const { m } of sorted) counts[m.severity]++;
  const stored = sorted.slice(0, MAX_STORED_MESSAGES).map(({ m }) => storedMessage(m, fileName, factIds));
  const more = sorted.length - stored.length;
  if (more > 0) {
    stored.push(
      note(
        `${more.toLocaleString('en-US')} more messages were found but not stored; the first ${MAX_STORED_MESSAGES.toLocaleString('en-US')}, worst first, are listed.`,
      ),
    );
    counts.info++;
  }
  return { messages: stored, counts };
}

/** A message of the Validator itself, about the run rather than the filing. */
function note(message: string): NewRunMessage {
  return { severity: 'info', rule_id: NOT_STORED_RULE, message, file: null, line: null, column: null, element: null, fact_id: null };
}

function storedMessage(message: XbrlMessage, fileName: (url: string) => string, factIds: Map<string, string>): NewRunMessage {
  const location = message.location;
  return {
    severity: message.severity,
    rule_id: message.ruleId.slice(0, 200),
    message: message.message,
    file: location ? fileName(location.file) : null,
    line: location?.line ?? null,
    column: location?.column ?? null,
    element: location?.element ?? null,
    fact_id: location ? (factIds.get(locationKey(message)) ?? null) : null,
  };
}

function locationKey(message: XbrlMessage): string {
  const l = message.location;
  return l ? `${l.file}:${l.line ?? ''}:${l.column ?? ''}` : '';
}

/** Where each fact with an id starts, so a message located there links to the fact. */
function factIdsByLocation(instances: readonly Instance[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const instance of instances) {
    for (const fact of instance.facts) {
      if (fact.id === undefined) continue;
      const l = fact.location;
      ids.set(`${l.file}:${l.line ?? ''}:${l.column ?? ''}`, fact.id);
    }
  }
  return ids;
}
