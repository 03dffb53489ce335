import type { EventEnvelope, EventScope } from '@ea/contracts';

/** A row of `<schema>.outbox` as the relay reads it. */
export interface OutboxRow {
  id: number;
  event_id: string;
  topic: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  scope: EventScope;
  payload: unknown;
  realtime: Record<string, unknown> | null;
  occurred_at: Date | string;
}

export function envelopeFromRow(row: OutboxRow): EventEnvelope {
  const envelope: EventEnvelope = {
    id: row.event_id,
    type: row.type,
    topic: row.topic,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    scope: row.scope,
    payload: row.payload,
  };
  if (row.realtime !== null) envelope.realtime = row.realtime;
  return envelope;
}
