import { type Static, Type } from 'typebox';
import { IDENTITY_STATUSES } from '../identity.ts';
import { ImportProgressPayload, importRunPercent } from '../import-runs-api.ts';

/**
 * The identity service's events: the topic they are published on, each type's payload (what
 * other services may keep of it), and the small message the browser gets for it. The service
 * builds its events from these; the realtime hub relays them and the SPA reads their types.
 */

/** The topic every identity event is published on. */
export const IDENTITY_TOPIC = 'identity';

/** Aggregate types of the identity's events (the ordering key's kind). */
export const IdentityAggregates = {
  user: 'user',
  userImport: 'user-import',
} as const;

/** Why a user's sessions ended (`user.revoked`). */
export const REVOKE_REASONS = [
  'suspended',
  'deprovisioned',
  'staged',
  'provisioned',
  'deactivated',
  'deleted',
  'signed-out',
  'password-reset',
  'password-changed',
] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

const Id = Type.Integer({ minimum: 1 });

/** A user's state after the change: who, which channel (and single company), and whether it may sign in. */
export const UserEventPayload = Type.Object({
  id: Id,
  email: Type.String(),
  channelId: Type.Union([Id, Type.Null()]),
  /** The one company a single-company user may see; absent from events written before it was carried. */
  singleCompanyId: Type.Optional(Type.Union([Id, Type.Null()])),
  status: Type.Enum(IDENTITY_STATUSES),
  active: Type.Boolean(),
});
export type UserEventPayload = Static<typeof UserEventPayload>;

/** The user's state and why its sessions ended. */
export const UserRevokedPayload = Type.Object({
  ...UserEventPayload.properties,
  reason: Type.Enum(REVOKE_REASONS),
});
export type UserRevokedPayload = Static<typeof UserRevokedPayload>;

/** Live progress of a users import run. */
export const UserImportProgressPayload = ImportProgressPayload;
export type UserImportProgressPayload = ImportProgressPayload;

/** Every identity event type with its payload schema. */
export const IDENTITY_EVENTS = {
  'user.created': UserEventPayload,
  'user.updated': UserEventPayload,
  'user.revoked': UserRevokedPayload,
  'user.deleted': UserEventPayload,
  'user-import.progress': UserImportProgressPayload,
  'user-import.finished': UserImportProgressPayload,
} as const;

export type IdentityEventType = keyof typeof IDENTITY_EVENTS;
export type IdentityEventPayload<T extends IdentityEventType = IdentityEventType> = Static<(typeof IDENTITY_EVENTS)[T]>;
/** One identity event: its type and that type's payload. */
export type IdentityEvent = { [T in IdentityEventType]: { type: T; payload: IdentityEventPayload<T> } }[IdentityEventType];

export const USER_EVENT_TYPES = ['user.created', 'user.updated', 'user.revoked', 'user.deleted'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];
/** A run's progress while it works, and its end (completed, rejected or failed). */
export const USER_IMPORT_EVENT_TYPES = { progress: 'user-import.progress', finished: 'user-import.finished' } as const;
export type UserImportEventType = (typeof USER_IMPORT_EVENT_TYPES)[keyof typeof USER_IMPORT_EVENT_TYPES];

/** What the browser gets of a user change: which user, to refetch it. */
export type UserRealtime = {
  id: number;
};

/** What the importer's screen gets of a run's progress. */
export type UserImportRealtime = {
  runId: string;
  status: string;
  percent: number;
  done: number;
  failed: number;
};

export type IdentityRealtime<T extends IdentityEventType> = T extends UserEventType ? UserRealtime : UserImportRealtime;

/** The small message the hub relays to browsers for an event; the payload itself never leaves the server. */
export function realtimeOf<E extends IdentityEvent>(event: E): IdentityRealtime<E['type']>;
export function realtimeOf(event: IdentityEvent): UserRealtime | UserImportRealtime {
  if (event.type === 'user-import.progress' || event.type === 'user-import.finished') {
    const { runId, status, done, failed } = event.payload;
    return { runId, status, percent: importRunPercent(event.payload), done, failed };
  }
  return { id: event.payload.id };
}
