import { type CommentEventPayload, type CommentMentionPayload, LIBRARY_TOPIC, LibraryAggregates, realtimeOf } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import type { DocumentRow } from '../db/documents-repository.ts';

/** The thread a comment event is about. */
export interface ThreadRef {
  id: string;
  topic_id: string;
}

function commentPayload(document: DocumentRow, thread: ThreadRef): CommentEventPayload {
  return {
    documentId: document.id,
    companyId: document.company_id,
    channelId: document.channel_id,
    topicId: thread.topic_id,
    threadId: thread.id,
  };
}

/**
 * A thread opened, replied to, resolved or reopened: the document's room refetches its threads.
 * Ordered with the document's other events (its aggregate).
 */
export function commentChangedEvent(document: DocumentRow, thread: ThreadRef): NewEvent<CommentEventPayload> {
  const payload = commentPayload(document, thread);
  return {
    type: 'comment.changed',
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    scope: { documentId: document.id },
    payload,
    realtime: realtimeOf({ type: 'comment.changed', payload }),
  };
}

/** A user mentioned in a comment: relayed to that user's room alone, wherever the user is in the application. */
export function commentMentionedEvent(
  document: DocumentRow,
  thread: ThreadRef,
  mention: { userId: string; byName: string },
): NewEvent<CommentMentionPayload> {
  const payload: CommentMentionPayload = {
    ...commentPayload(document, thread),
    userId: mention.userId,
    byName: mention.byName,
    documentTitle: document.title,
  };
  return {
    type: 'comment.mentioned',
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: document.id,
    scope: { userId: mention.userId },
    payload,
    realtime: realtimeOf({ type: 'comment.mentioned', payload }),
  };
}
