/**
 * The envelope of every domain event. Services own their event types (see
 * packages/contracts/<service>); this shape is what the bus, the outbox and the realtime hub share.
 */
export interface EventScope {
  userId?: string;
  channelId?: number;
  companyId?: number;
  documentId?: string;
  formId?: string;
  /** Every signed-in browser: only for public information (EDGAR's filing index). */
  everyone?: boolean;
}

export interface EventEnvelope<T = unknown> {
  /** Unique id (UUID); consumers dedupe on it. */
  id: string;
  /** Dotted event type, e.g. "company.created". */
  type: string;
  /** Topic the event is published on: the owning service's name. */
  topic: string;
  aggregateType: string;
  /** Ordering key: events of one aggregate are delivered in order. */
  aggregateId: string;
  occurredAt: string;
  /** Who may see it in realtime: the hub relays it to these rooms. */
  scope: EventScope;
  payload: T;
  /** Small data the browser may see (progress, status); the payload itself never leaves the server. */
  realtime?: Record<string, unknown>;
}

/** Rooms of the realtime hub, one kind per scope field. */
export const Rooms = {
  user: (id: string) => `user:${id}`,
  channel: (id: number) => `channel:${id}`,
  company: (id: number) => `company:${id}`,
  document: (id: string) => `document:${id}`,
  form: (id: string) => `form:${id}`,
  /** Every socket joins it at the handshake. */
  everyone: 'everyone',
} as const;

export function roomsFor(scope: EventScope): string[] {
  const rooms: string[] = [];
  if (scope.userId !== undefined) rooms.push(Rooms.user(scope.userId));
  if (scope.channelId !== undefined) rooms.push(Rooms.channel(scope.channelId));
  if (scope.companyId !== undefined) rooms.push(Rooms.company(scope.companyId));
  if (scope.documentId !== undefined) rooms.push(Rooms.document(scope.documentId));
  if (scope.formId !== undefined) rooms.push(Rooms.form(scope.formId));
  if (scope.everyone === true) rooms.push(Rooms.everyone);
  return rooms;
}

/** The small message the hub sends to browsers: an invalidation or progress, never a document. */
export interface RealtimeMessage {
  event: string;
  id: string;
  aggregateType: string;
  aggregateId: string;
  occurredAt: string;
  data?: Record<string, unknown>;
}

/** Socket event name the hub emits for every relayed domain event. */
export const REALTIME_EVENT = 'event';
