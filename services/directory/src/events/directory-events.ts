import type { NewEvent } from '@ea/events';
import type { ChannelRow } from '../db/channels-repository.ts';
import type { CompanyRow } from '../db/companies-repository.ts';

/** The topic every directory event is published on. */
export const DIRECTORY_TOPIC = 'directory';

export type CompanyEventType = 'company.created' | 'company.updated' | 'company.deleted' | 'company.restored';
export type ChannelEventType = 'channel.created' | 'channel.updated';

/** What other services keep of a company in their projections. */
export interface CompanyEventPayload {
  id: number;
  channelId: number;
  name: string;
  ticker: string;
  cik: string | null;
  cid: string | null;
  sic: string | null;
  cusip: string | null;
  deleted: boolean;
}

export interface ChannelEventPayload {
  id: number;
  name: string;
}

/** Live progress of a bulk import run; the hub relays `realtime` to the importer and the channel. */
export interface BulkImportProgressPayload {
  runId: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  created: number;
  skipped: number;
}

export function companyEvent(type: CompanyEventType, row: CompanyRow): NewEvent<CompanyEventPayload> {
  return {
    type,
    topic: DIRECTORY_TOPIC,
    aggregateType: 'company',
    aggregateId: String(row.id),
    scope: { channelId: row.channel_id, companyId: row.id },
    payload: {
      id: row.id,
      channelId: row.channel_id,
      name: row.name,
      ticker: row.ticker,
      cik: row.cik,
      cid: row.cid,
      sic: row.sic,
      cusip: row.cusip,
      deleted: row.deleted_at !== null,
    },
    realtime: { id: row.id },
  };
}

export function channelEvent(type: ChannelEventType, row: ChannelRow): NewEvent<ChannelEventPayload> {
  return {
    type,
    topic: DIRECTORY_TOPIC,
    aggregateType: 'channel',
    aggregateId: String(row.id),
    scope: { channelId: row.id },
    payload: { id: row.id, name: row.name },
    realtime: { id: row.id },
  };
}

export function bulkImportProgressEvent(
  progress: BulkImportProgressPayload,
  scope: { userId: string; channelId: number },
): NewEvent<BulkImportProgressPayload> {
  const percent = progress.total === 0 ? 100 : Math.floor((progress.done / progress.total) * 100);
  const finished = progress.status === 'completed' || progress.status === 'rejected' || progress.status === 'failed';
  return {
    type: finished ? 'bulk-import.finished' : 'bulk-import.progress',
    topic: DIRECTORY_TOPIC,
    aggregateType: 'bulk-import',
    aggregateId: progress.runId,
    scope,
    payload: progress,
    realtime: {
      runId: progress.runId,
      status: progress.status,
      percent,
      total: progress.total,
      done: progress.done,
      failed: progress.failed,
    },
  };
}
