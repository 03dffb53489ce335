import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';

export interface SequencePayload {
  seq: number;
}

/** An event carrying its position within its aggregate, so order and completeness can be checked. */
export function sequenceEvent(topic: string, aggregateId: string, seq: number): EventEnvelope<SequencePayload> {
  return {
    id: randomUUID(),
    type: 'test.sequenced',
    topic,
    aggregateType: 'test',
    aggregateId,
    occurredAt: new Date().toISOString(),
    scope: { companyId: 7 },
    payload: { seq },
  };
}

/** Events seq 1..perAggregate for each aggregate, interleaved across aggregates as a busy system writes them. */
export function interleavedEvents(topic: string, aggregateIds: string[], perAggregate: number): EventEnvelope<SequencePayload>[] {
  const events: EventEnvelope<SequencePayload>[] = [];
  for (let seq = 1; seq <= perAggregate; seq++) {
    for (const aggregateId of aggregateIds) events.push(sequenceEvent(topic, aggregateId, seq));
  }
  return events;
}

/** Aggregates whose received sequence is not exactly 1..expected in order, with what arrived. */
export function sequenceViolations(received: { aggregateId: string; seq: number }[], expected: Map<string, number>): string[] {
  const byAggregate = new Map<string, number[]>();
  for (const { aggregateId, seq } of received) {
    const list = byAggregate.get(aggregateId) ?? [];
    list.push(seq);
    byAggregate.set(aggregateId, list);
  }
  const violations: string[] = [];
  for (const [aggregateId, count] of expected) {
    const seqs = byAggregate.get(aggregateId) ?? [];
    const inOrder = seqs.length === count && seqs.every((seq, index) => seq === index + 1);
    if (!inOrder) violations.push(`${aggregateId}: ${seqs.length} events, first out of place at ${seqs.findIndex((s, i) => s !== i + 1)}`);
  }
  for (const aggregateId of byAggregate.keys()) if (!expected.has(aggregateId)) violations.push(`${aggregateId}: unexpected`);
  return violations;
}
