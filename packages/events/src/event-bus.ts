import type { EventEnvelope } from '@ea/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** Topic to read: the producing service's name. */
  topic: string;
  /** Consumer group: every group gets every event once; members of a group share the work. */
  group: string;
  /** This member's name within the group (e.g. host name + pid). */
  consumer: string;
  /**
   * Called for each event, one at a time per ordering key. The event is acknowledged only after
   * the handler resolves; if the process dies first, the event is delivered again.
   */
  handler: EventHandler;
}

export interface Subscription {
  /** Stops reading; in-flight handlers finish first. Unacknowledged events stay pending. */
  close(): Promise<void>;
}

/** The event bus. Adapters: Redis Streams (default) and Kafka (EVENT_BUS=kafka). */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  /** Publishes events in the order given; resolves once the bus has stored them. */
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Throws when the bus cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
