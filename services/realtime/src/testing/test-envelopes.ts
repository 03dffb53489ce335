import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventScope } from '@ea/contracts';
import { type CompanyEventPayload, type CompanyEventType, DIRECTORY_TOPIC, DirectoryAggregates, realtimeOf } from '@ea/contracts/directory';

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
 * channel, with the company's whole state (a deleted company says so) as payload.
 */
export function companyEvent(type: CompanyEventType, company: { id: number; channelId: number }, occurredAt = new Date()): EventEnvelope {
  const payload: CompanyEventPayload = {
    id: company.id,
    channelId: company.channelId,
    name: `Company ${company.id}`,
    ticker: 'TST',
    cik: null,
    cid: `C${company.id}`,
    sic: null,
    cusip: null,
    deleted: type === 'company.deleted',
  };
  return envelopeOf({
    type,
    topic: DIRECTORY_TOPIC,
    aggregateType: DirectoryAggregates.company,
    aggregateId: String(company.id),
    occurredAt,
    scope: { companyId: company.id, channelId: company.channelId },
    payload,
    realtime: realtimeOf({ type, payload }),
  });
}
