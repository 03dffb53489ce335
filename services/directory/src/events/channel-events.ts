import { type ChannelEventPayload, type ChannelEventType, DIRECTORY_TOPIC, DirectoryAggregates, realtimeOf } from '@ea/contracts/directory';
import type { NewEvent } from '@ea/events';
import type { ChannelRow } from '../db/channels-repository.ts';

/** A channel added or renamed: identity keeps channel names for its user screens. */
export function channelEvent(type: ChannelEventType, row: ChannelRow): NewEvent<ChannelEventPayload> {
  const payload: ChannelEventPayload = { id: row.id, name: row.name };
  return {
    type,
    topic: DIRECTORY_TOPIC,
    aggregateType: DirectoryAggregates.channel,
    aggregateId: String(row.id),
    scope: { channelId: row.id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
