import type { Instance, XbrlMessage } from '@ea/xbrl';
import { describe, expect, it } from 'vitest';
import { findingsOf, MAX_STORED_MESSAGES } from './findings.ts';
import { submissionFileName } from './submission-resolver.ts';

const at = (line: number) => ({ file: 'file:///submission/filing.htm', line, column: 3 });
const message = (severity: XbrlMessage['severity'], line: number): XbrlMessage => ({
  ruleId: `rule.${severity}`,
  severity,
  message: `${severity} at ${line}`,
  location: at(line),
});

describe('findingsOf', () => {
  it('keeps the worst first up to the cap, counts every finding and says how many were not stored', () => {
    const messages = [
      ...Array.from({ length: MAX_STORED_MESSAGES }, (_, i) => message('info', i + 1)),
      ...Array.from({ length: 5 }, (_, i) => message('error', i + 1)),
      message('warning', 1),
    ];
    const { messages: stored, counts } = findingsOf(messages, [], submissionFileName);

    expect(stored).toHaveLength(MAX_STORED_MESSAGES + 1);
    expect(stored.slice(0, 6).map((m) => m.severity)).toEqual(['error', 'error', 'error', 'error', 'error', 'warning']);
    expect(stored.at(-1)).toMatchObject({ severity: 'info', rule_id: 'validator.messagesNotStored', file: null });
    expect(stored.at(-1)?.message).toContain('6 more messages were found but not stored');
    expect(counts).toEqual({ error: 5, inconsistency: 0, warning: 1, info: MAX_STORED_MESSAGES + 1 });
  });

  it('names files inside the submission, links a message to the fact found at its location, and drops repeats', () => {
    const instance = { facts: [{ id: 'f-1', location: at(7) }] } as unknown as Instance;
    const offline: XbrlMessage = { ruleId: 'dts.unresolvedSchema', severity: 'error', message: 'us-gaap offline' };
    const { messages, counts } = findingsOf([message('error', 7), offline, offline], [instance], submissionFileName);
    expect(messages).toEqual([
      {
        severity: 'error',
        rule_id: 'rule.error',
        message: 'error at 7',
        file: 'filing.htm',
        line: 7,
        column: 3,
        element: null,
        fact_id: 'f-1',
      },
      {
        severity: 'error',
        rule_id: 'dts.unresolvedSchema',
        message: 'us-gaap offline',
        file: null,
        line: null,
        column: null,
        element: null,
        fact_id: null,
      },
    ]);
    expect(counts.error).toBe(2);
  });
});
