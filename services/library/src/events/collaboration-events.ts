import { LIBRARY_TOPIC, LibraryAggregates, type PresenceEventPayload, realtimeOf, type TopicLockEventPayload } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import type { DocumentRow } from '../db/documents-repository.ts';

/*
 * Lock and presence changes concern those who have the document open, so they go to the
 * document's room alone (not the channel's or company's, whose open lists they would not change).
 * They are ordered with the document's other events (the same aggregate).
 */

export type TopicLockChange = Pick<TopicLockEventPayload, 'topicId' | 'holderId' | 'holderName' | 'reason'>;

/** topic.locked (taken) or topic.unlocked (released, broken, expired): who held which topic. */
export function topicLockEvent(document: DocumentRow, change: TopicLockChange): NewEvent<TopicLockEventPayload> {
  const type = change.reason === 'taken' ? 'topic.locked' : 'topic.unlocked';
  const payload: TopicLockEventPayload = {
    documentId: document.id,
    companyId: document.company_id,
    channelId: document.channel_id,
    ...change,
  };
  return {
    type,
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    scope: { documentId: document.id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}

/** presence.changed: someone came, left or moved; browsers refetch the list. */
export function presenceEvent(document: DocumentRow): NewEvent<PresenceEventPayload> {
  const payload: PresenceEventPayload = { documentId: document.id, companyId: document.company_id, channelId: document.channel_id };
  return {
    type: 'presence.changed',
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    scope: { documentId: document.id },
    payload,
    realtime: realtimeOf({ type: 'presence.changed', payload }),
  };
}
