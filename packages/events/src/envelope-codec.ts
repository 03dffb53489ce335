import type { EventEnvelope } from '@ea/contracts';

export function encodeEnvelope(event: EventEnvelope): string {
  return JSON.stringify(event);
}

/** Parses a stored event, refusing anything that lacks the fields consumers rely on. */
export function decodeEnvelope(text: string): EventEnvelope {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('stored event is not an object');
  const event = value as Partial<EventEnvelope>;
  for (const field of ['id', 'type', 'topic', 'aggregateType', 'aggregateId', 'occurredAt'] as const) {
    if (typeof event[field] !== 'string') throw new Error(`stored event has no ${field}`);
  }
  return event as EventEnvelope;
}
