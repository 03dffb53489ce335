import { type Static, Type } from 'typebox';
import { ImportProgressPayload } from '../import-runs-api.ts';

/**
 * The directory's events: the topic they are published on, each type's payload (what other
 * services keep of it), and the small message the browser gets for it. The service builds its
 * events from these; identity's projection, the realtime hub and the SPA read them.
 */

/** The topic every directory event is published on. */
export const DIRECTORY_TOPIC = 'directory';

/** Aggregate types of the directory's events (the ordering key's kind). */
export const DirectoryAggregates = {
  company: 'company',
  channel: 'channel',
  /** A companies import run; the name is what browsers and the audit log already know it by. */
  companyImport: 'bulk-import',
} as const;

const Id = Type.Integer({ minimum: 1 });
const OptionalText = Type.Union([Type.String(), Type.Null()]);

/** A company's state after the change: every company event carries all of it, so applying the latest wins. */
export const CompanyEventPayload = Type.Object({
  id: Id,
  channelId: Id,
  name: Type.String(),
  ticker: Type.String(),
  cik: OptionalText,
  cid: OptionalText,
  sic: OptionalText,
  cusip: OptionalText,
  deleted: Type.Boolean(),
});
export type CompanyEventPayload = Static<typeof CompanyEventPayload>;

/** A channel's state after the change; events stored before archiving existed carry no `archived`. */
export const ChannelEventPayload = Type.Object({ id: Id, name: Type.String(), archived: Type.Optional(Type.Boolean()) });
export type ChannelEventPayload = Static<typeof ChannelEventPayload>;

/** Live progress of a companies import run. */
export const CompanyImportProgressPayload = ImportProgressPayload;
export type CompanyImportProgressPayload = ImportProgressPayload;

/** Every directory event type with its payload schema. */
export const DIRECTORY_EVENTS = {
  'company.created': CompanyEventPayload,
  'company.updated': CompanyEventPayload,
  'company.deleted': CompanyEventPayload,
  'company.restored': CompanyEventPayload,
  'channel.created': ChannelEventPayload,
  'channel.updated': ChannelEventPayload,
  'bulk-import.progress': CompanyImportProgressPayload,
  'bulk-import.finished': CompanyImportProgressPayload,
} as const;

export type DirectoryEventType = keyof typeof DIRECTORY_EVENTS;
export type DirectoryEventPayload<T extends DirectoryEventType = DirectoryEventType> = Static<(typeof DIRECTORY_EVENTS)[T]>;
/** One directory event: its type and that type's payload. */
export type DirectoryEvent = { [T in DirectoryEventType]: { type: T; payload: DirectoryEventPayload<T> } }[DirectoryEventType];

export const COMPANY_EVENT_TYPES = ['company.created', 'company.updated', 'company.deleted', 'company.restored'] as const;
export type CompanyEventType = (typeof COMPANY_EVENT_TYPES)[number];
export const CHANNEL_EVENT_TYPES = ['channel.created', 'channel.updated'] as const;
export type ChannelEventType = (typeof CHANNEL_EVENT_TYPES)[number];
/** A run's progress while it works, and its end (completed, rejected or failed). */
export const COMPANY_IMPORT_EVENT_TYPES = { progress: 'bulk-import.progress', finished: 'bulk-import.finished' } as const;

export function isCompanyEventType(type: string): type is CompanyEventType {
  return (COMPANY_EVENT_TYPES as readonly string[]).includes(type);
}

/** Narrows an event (or an envelope) of the directory to its company events. */
export function isCompanyEvent<E extends { type: string }>(event: E): event is Extract<E, { type: CompanyEventType }> {
  return isCompanyEventType(event.type);
}

/** What the browser gets of a record change: which record, to refetch it. */
export type RecordRealtime = {
  id: number;
};

/** What the importer's screen gets of a run's progress. */
export type ImportProgressRealtime = {
  runId: string;
  status: string;
  percent: number;
  total: number;
  done: number;
  failed: number;
};

export type DirectoryRealtime<T extends DirectoryEventType> = T extends CompanyEventType | ChannelEventType
  ? RecordRealtime
  : ImportProgressRealtime;

/** The small message the hub relays to browsers for an event; the payload itself never leaves the server. */
export function realtimeOf<E extends DirectoryEvent>(event: E): DirectoryRealtime<E['type']>;
export function realtimeOf(event: DirectoryEvent): RecordRealtime | ImportProgressRealtime {
  if (event.type === 'bulk-import.progress' || event.type === 'bulk-import.finished') {
    const { runId, status, total, done, failed } = event.payload;
    return { runId, status, percent: total === 0 ? 100 : Math.floor((done / total) * 100), total, done, failed };
  }
  return { id: event.payload.id };
}
