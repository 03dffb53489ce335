import type { EventScope } from '@ea/contracts';
import {
  IDENTITY_TOPIC,
  IdentityAggregates,
  type RevokeReason,
  realtimeOf,
  type UserEventPayload,
  type UserEventType,
  type UserRevokedPayload,
} from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import type { UserRow } from '../db/users-repository.ts';

function userPayload(user: UserRow): UserEventPayload {
  return {
    id: user.id,
    email: user.email,
    channelId: user.channel_id,
    singleCompanyId: user.single_company_id,
    status: user.status,
    active: user.active,
  };
}

/** The user's own room and its channel's: the user screens of both refresh. */
function userScope(user: UserRow): EventScope {
  return { userId: String(user.id), ...(user.channel_id === null ? {} : { channelId: user.channel_id }) };
}

/** A user added, changed or deleted, carrying the user's state after the change. */
export function userEvent(type: Exclude<UserEventType, 'user.revoked'>, user: UserRow): NewEvent<UserEventPayload> {
  const payload = userPayload(user);
  return {
    type,
    topic: IDENTITY_TOPIC,
    aggregateType: IdentityAggregates.user,
    aggregateId: String(user.id),
    scope: userScope(user),
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}

/** The user's sessions ended, and why. */
export function userRevokedEvent(user: UserRow, reason: RevokeReason): NewEvent<UserRevokedPayload> {
  const payload: UserRevokedPayload = { ...userPayload(user), reason };
  return {
    type: 'user.revoked',
    topic: IDENTITY_TOPIC,
    aggregateType: IdentityAggregates.user,
    aggregateId: String(user.id),
    scope: userScope(user),
    payload,
    realtime: realtimeOf({ type: 'user.revoked', payload }),
  };
}
