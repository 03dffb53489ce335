import { type DocumentEventPayload, type DocumentEventType, LIBRARY_TOPIC, LibraryAggregates, realtimeOf } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import type { DocumentRow } from '../db/documents-repository.ts';

/**
 * A document change, carrying the document's whole state (consumers keep the latest they
 * applied) and, for a new version, the topics it changed.
 */
export function documentEvent(type: DocumentEventType, row: DocumentRow, topicIds: readonly string[] = []): NewEvent<DocumentEventPayload> {
  const payload: DocumentEventPayload = {
    id: row.id,
    companyId: row.company_id,
    channelId: row.channel_id,
    folderId: row.folder_id,
    documentType: row.document_type,
    title: row.title,
    formType: row.form_type,
    periodEndDate: row.period_end_date,
    releaseVersion: row.release_version,
    state: row.state,
    locked: row.locked,
    versionId: row.current_version_id,
    versionNumber: row.version_number,
    predecessorId: row.predecessor_id,
    topicIds: [...topicIds],
  };
  return {
    type,
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: row.id,
    scope: { channelId: row.channel_id, companyId: row.company_id, documentId: row.id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
