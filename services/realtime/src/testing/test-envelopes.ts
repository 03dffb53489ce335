import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventScope } from '@ea/contracts';

interface EnvelopeFields {
  type: string;
  topic: string;
  scope?: EventScope;
  payload?: unknown;
  realtime?: Record<string, unknown>;
  aggregateType?: string;
  aggregateId?: string;
  occurredAt?: Date;
}

/** A complete envelope with a fresh id; fields not given get plausible values. */
export function envelopeOf(fields: EnvelopeFields): EventEnvelope {
  const envelope: EventEnvelope = {
    id: randomUUID(),
    type: fields.type,
    topic: fields.topic,
    aggregateType: fields.aggregateType ?? fields.type.split('.')[0] ?? 'aggregate',
    aggregateId: fields.aggregateId ?? randomUUID(),
    occurredAt: (fields.occurredAt ?? new Date()).toISOString(),
    scope: fields.scope ?? {},
    payload: fields.payload ?? {},
  };
  if (fields.realtime !== undefined) envelope.realtime = fields.realtime;
  return envelope;
}

/**
 * A directory company event as the directory service publishes it: scoped to the company and its
 * channel, with the company's state (a deleted company says so) as payload.
 */
export function companyEvent(
  type: 'company.created' | 'company.updated' | 'company.deleted' | 'company.restored',
  company: { id: number; channelId: number | null },
  occurredAt = new Date(),
): EventEnvelope {
  return envelopeOf({
    type,
    topic: 'directory',
    aggregateType: 'company',
    aggregateId: String(company.id),
    occurredAt,
    scope: { companyId: company.id, ...(company.channelId === null ? {} : { channelId: company.channelId }) },
    payload: { ...company, deleted: type === 'company.deleted' },
    realtime: { id: company.id },
  });
}
