import type { ExportFormat } from '@ea/contracts';
import { LIBRARY_TOPIC, LibraryAggregates, type RenderEventPayload, type RenderEventType, realtimeOf } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import type { DocumentRow } from '../db/documents-repository.ts';
import type { RenderJobRow } from '../db/render-jobs-repository.ts';

/**
 * A render's progress or outcome goes to its requester and to the document's room: whoever may
 * open the document may see that a proof of it is ready (and download it, which checks again).
 */
export function renderEvent(type: RenderEventType, job: RenderJobRow, document: DocumentRow): NewEvent<RenderEventPayload> {
  const payload: RenderEventPayload = {
    jobId: job.id,
    documentId: job.document_id,
    companyId: document.company_id,
    channelId: document.channel_id,
    userId: job.requested_by,
    format: job.format as ExportFormat,
    status: job.status,
    progress: job.progress,
    message: job.message,
  };
  return {
    type,
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.document,
    aggregateId: job.document_id,
    scope: { userId: job.requested_by, documentId: job.document_id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
