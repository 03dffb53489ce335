import { type ChannelEventPayload, type ChannelEventType, DIRECTORY_TOPIC, DirectoryAggregates, realtimeOf } from '@ea/contracts/directory';
import type { NewEvent } from '@ea/events';
import type { ChannelRow } from '../db/channels-repository.ts';

/**
 * A channel added, renamed, archived or unarchived, with its state after the change: identity
 * keeps channel names for its user screens. A row read before archiving existed (migration 0004)
 * has no archived_at: such a channel was not archived.
 */
export function channelEvent(
  type: ChannelEventType,
  row: Pick<ChannelRow, 'id' | 'name'> & Partial<Pick<ChannelRow, 'archived_at'>>,
): NewEvent<ChannelEventPayload> {
  const payload: ChannelEventPayload = { id: row.id, name: row.name, archived: Boolean(row.archived_at) };
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
