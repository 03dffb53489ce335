import { randomUUID } from 'node:crypto';
import { DocumentState, type EventEnvelope, type EventScope } from '@ea/contracts';
import { type CompanyEventPayload, type CompanyEventType, DIRECTORY_TOPIC, DirectoryAggregates, realtimeOf } from '@ea/contracts/directory';
import {
  type DocumentEventPayload,
  type DocumentEventType,
  LIBRARY_TOPIC,
  LibraryAggregates,
  realtimeOf as libraryRealtimeOf,
  type TopicLockEventPayload,
} from '@ea/contracts/library';

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

/**
 * A library document event as the library service publishes it: scoped to the document's channel,
 * company and room, with the document's whole state (a deleted document in state 6) as payload.
 */
export function documentEvent(
  type: DocumentEventType,
  document: { id: string; companyId: number; channelId: number },
  occurredAt = new Date(),
): EventEnvelope {
  const payload: DocumentEventPayload = {
    id: document.id,
    companyId: document.companyId,
    channelId: document.channelId,
    folderId: null,
    documentType: 1,
    title: `Document ${document.id}`,
    formType: null,
    periodEndDate: null,
    releaseVersion: null,
    state: type === 'document.deleted' ? DocumentState.deleted : DocumentState.none,
    locked: false,
    versionId: randomUUID(),
    versionNumber: 1,
    predecessorId: null,
    topicIds: [],
  };
  return envelopeOf({
    type,
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    occurredAt,
    scope: { channelId: document.channelId, companyId: document.companyId, documentId: document.id },
    payload,
    realtime: libraryRealtimeOf({ type, payload }),
  });
}

/** A topic lock taken in a document, published to the document's room alone. */
export function topicLockedEvent(document: { id: string; companyId: number; channelId: number }): EventEnvelope {
  const payload: TopicLockEventPayload = {
    documentId: document.id,
    companyId: document.companyId,
    channelId: document.channelId,
    topicId: randomUUID(),
    holderId: randomUUID(),
    holderName: 'Holder',
    reason: 'taken',
  };
  return envelopeOf({
    type: 'topic.locked',
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    scope: { documentId: document.id },
    payload,
    realtime: libraryRealtimeOf({ type: 'topic.locked', payload }),
  });
}
