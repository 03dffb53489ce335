import {
  type CompanyEventPayload,
  type CompanyEventType,
  DIRECTORY_TOPIC,
  DirectoryAggregates,
  type RecordRealtime,
  realtimeOf,
} from '@ea/contracts/directory';
import type { NewEvent } from '@ea/events';
import { type CompanyRow, companyFields } from '../db/companies-repository.ts';

/** A company change, carrying the company's whole state: consumers keep the latest they applied. */
export function companyEvent(type: CompanyEventType, row: CompanyRow): NewEvent<CompanyEventPayload> {
  const payload: CompanyEventPayload = { id: row.id, channelId: row.channel_id, ...companyFields(row), deleted: row.deleted_at !== null };
  const realtime: RecordRealtime = realtimeOf({ type, payload });
  return {
    type,
    topic: DIRECTORY_TOPIC,
    aggregateType: DirectoryAggregates.company,
    aggregateId: String(row.id),
    scope: { channelId: row.channel_id, companyId: row.id },
    payload,
    realtime,
  };
}
