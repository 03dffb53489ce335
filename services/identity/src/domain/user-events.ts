import type { NewEvent } from '@ea/events';
import type { UserRow } from '../db/users-repository.ts';

export type UserEventType = 'user.created' | 'user.updated' | 'user.revoked' | 'user.deleted';

/** An identity event about a user; the realtime hub relays it to the user's and channel's rooms. */
export function userEvent(type: UserEventType, user: UserRow, extra: Record<string, unknown> = {}): NewEvent {
  return {
    type,
    topic: 'identity',
    aggregateType: 'user',
    aggregateId: String(user.id),
    scope: { userId: String(user.id), ...(user.channel_id === null ? {} : { channelId: user.channel_id }) },
    payload: {
      id: user.id,
      email: user.email,
      channelId: user.channel_id,
      status: user.status,
      active: user.active,
      ...extra,
    },
    realtime: { type },
  };
}
