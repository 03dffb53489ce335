import { type EventEnvelope, REALTIME_EVENT, type RealtimeMessage, roomsFor } from '@ea/contracts';
import type { EventBus, Subscription } from '@ea/events';
import type { HubServer } from './hub-types.ts';

/** The browser's view of an event: identifiers and the envelope's `realtime` data, never its payload. */
export function toRealtimeMessage(envelope: EventEnvelope): RealtimeMessage {
  const message: RealtimeMessage = {
    event: envelope.type,
    id: envelope.id,
    aggregateType: envelope.aggregateType,
    aggregateId: envelope.aggregateId,
    occurredAt: envelope.occurredAt,
  };
  if (envelope.realtime !== undefined) message.data = envelope.realtime;
  return message;
}

export interface RelayOptions {
  io: HubServer;
  bus: EventBus;
  topics: readonly string[];
  group: string;
  consumer: string;
}

/**
 * Relays every event of the given topics to the rooms of its scope. All hubs share one consumer
 * group, so each event is read by one hub and the Redis adapter delivers it to sockets on every
 * hub. A redelivered event is sent again rather than deduplicated: messages are invalidations,
 * and browsers can drop repeats by `id`.
 */
export async function relayEvents({ io, bus, topics, group, consumer }: RelayOptions): Promise<Subscription[]> {
  const handler = async (envelope: EventEnvelope): Promise<void> => {
    const rooms = roomsFor(envelope.scope ?? {});
    if (rooms.length > 0) io.to(rooms).emit(REALTIME_EVENT, toRealtimeMessage(envelope));
  };
  const subscriptions: Subscription[] = [];
  try {
    for (const topic of topics) subscriptions.push(await bus.subscribe({ topic, group, consumer, handler }));
  } catch (error) {
    await Promise.allSettled(subscriptions.map((subscription) => subscription.close()));
    throw error;
  }
  return subscriptions;
}
