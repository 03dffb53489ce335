import { type FolderEventPayload, type FolderEventType, LIBRARY_TOPIC, LibraryAggregates, realtimeOf } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import type { FolderRow } from '../db/folders-repository.ts';

/** A folder change, carrying the folder's whole state. */
export function folderEvent(type: FolderEventType, row: FolderRow, channelId: number): NewEvent<FolderEventPayload> {
  const payload: FolderEventPayload = {
    id: row.id,
    companyId: row.company_id,
    channelId,
    parentId: row.parent_id,
    name: row.name,
    deleted: row.deleted_at !== null,
  };
  return {
    type,
    topic: LIBRARY_TOPIC,
    aggregateType: LibraryAggregates.folder,
    aggregateId: String(row.id),
    scope: { channelId, companyId: row.company_id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
